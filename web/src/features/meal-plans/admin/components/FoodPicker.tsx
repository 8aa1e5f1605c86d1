import { rem, Select, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { memo } from 'react';
import { PICKER_LIMIT, searchFoods, type FoodOptionGroup } from '../../lib/builder-food-search';

// Mantine hands the options back parsed; ours are always groups, a loose item its own group.
const filter: OptionsFilter = ({ options, search, limit }) =>
  searchFoods(
    options.map((o: ComboboxParsedItem) =>
      'group' in o ? { group: String(o.group), items: o.items } : { group: '', items: [o] },
    ),
    search,
    limit,
  );

/**
 * The list itself scrolls, not a scroll area inside it: the listbox is the combobox's
 * popup (the input names it in aria-controls), so the arrow keys walk it from the input
 * and scroll the active option into view, and axe's scrollable-region-focusable rule
 * knows it. Mantine's ScrollArea put an unnamed, unfocusable scrolling div inside the
 * listbox, which a keyboard could not reach.
 */
const OPTIONS_STYLES = {
  options: { maxHeight: rem(320), overflowY: 'auto', overscrollBehavior: 'contain' },
} as const;

interface Props {
  /** The visible label ('Alimento', 'O bien'). */
  label: string;
  /** The name a screen reader hears, naming the row ('Alimento 2 de Desayuno'). */
  name: string;
  value: string;
  groups: FoodOptionGroup[];
  error?: string;
  onChange: (foodId: string) => void;
}

/**
 * A food of the table, searched as she types: as the food table's search ranks (accents
 * aside, plurals and synonyms too), grouped by food group, a few dozen results at a time
 * (lib/builder-food-search.ts).
 */
export const FoodPicker = memo(function FoodPicker({
  label,
  name,
  value,
  groups,
  error,
  onChange,
}: Props) {
  return (
    <Select
      label={label}
      aria-label={name}
      placeholder="Buscá un alimento"
      data={groups}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      searchable
      filter={filter}
      limit={PICKER_LIMIT}
      allowDeselect={false}
      nothingFoundMessage="No hay alimentos con ese nombre en la tabla"
      withScrollArea={false}
      styles={OPTIONS_STYLES}
      error={error}
      size="sm"
      comboboxProps={{ shadow: 'md' }}
    />
  );
});
