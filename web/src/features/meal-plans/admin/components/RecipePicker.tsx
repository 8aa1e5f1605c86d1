import { ActionIcon, Group, Select, type OptionsFilter } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { titleMatches, type BuilderRecipes } from '../../lib/builder-recipes';

// Her recipes are a few dozen: no groups, no limit; accents aside, every word of the title.
const filter: OptionsFilter = ({ options, search }) =>
  options.filter((o) => !('group' in o) && titleMatches(o.label, search));

interface Props {
  /** The meal it adds to ('Almuerzo'): names the picker for a screen reader. */
  mealLabel: string;
  recipes: Pick<BuilderRecipes, 'options' | 'empty'>;
  onPick: (recipeId: string) => void;
  onClose: () => void;
}

/**
 * 'Agregar receta': one of her recipes, searched by title, opened ready to type; picking
 * one adds it to the meal (one serving) and closes the picker.
 */
export function RecipePicker({ mealLabel, recipes, onPick, onClose }: Props) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Receta"
        aria-label={`Receta para agregar a ${mealLabel}`}
        placeholder="Buscá una de tus recetas"
        data={recipes.options}
        value={null}
        onChange={(id) => id && onPick(id)}
        searchable
        filter={filter}
        nothingFoundMessage={
          recipes.options.length > 0 ? 'No hay recetas con ese nombre' : recipes.empty
        }
        // She asked for a recipe: the list opens with the cursor in it.
        autoFocus
        defaultDropdownOpened
        size="sm"
        style={{ flex: 1, minWidth: 0 }}
        comboboxProps={{ shadow: 'md' }}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mb={2}
        aria-label={`Cerrar sin agregar una receta a ${mealLabel}`}
        onClick={onClose}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
