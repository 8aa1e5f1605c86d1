import { Alert, Button, Group, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { uncoveredWeekdays, weekdaysMissingText, type TPlanTarget } from '@contract/meal-plans';
import type { FoodIndex } from '@contract/nutrition';
import type { TNutrientReferences } from '@contract/nutrient-references';
import { MAX_DAYS, type DraftDay } from '../../lib/builder-draft';
import { type DraftAction } from '../../lib/builder-edits';
import type { FoodOptionGroup } from '../../lib/builder-food-search';
import type { BuilderRecipes } from '../../lib/builder-recipes';
import { dayHasErrors } from '../../lib/builder-state';
import { DayPanel } from './DayPanel';

interface Props {
  days: DraftDay[];
  /** The tab shown. */
  active: number;
  target: TPlanTarget | null;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  recipes: BuilderRecipes;
  references: TNutrientReferences;
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
  onSelect: (day: number) => void;
  onAddDay: () => void;
  /** Asks before a day goes (the page's confirm dialog). */
  onRemove: (day: number) => void;
}

/**
 * The plan's days as tabs, a day with errors marked, and 'Agregar día'; above them, the
 * weekdays no day covers yet (an older plan, or a day just added), which publishing needs.
 */
export function DayTabs({
  days,
  active,
  target,
  foods,
  groups,
  recipes,
  references,
  errors,
  dispatch,
  onSelect,
  onAddDay,
  onRemove,
}: Props) {
  const uncovered = uncoveredWeekdays(days);
  return (
    <>
      {uncovered.length > 0 && (
        <Alert color="orange" variant="light" mb="sm" role="status">
          {weekdaysMissingText(uncovered)}
        </Alert>
      )}
      <Tabs
        value={String(active)}
        onChange={(v) => v !== null && onSelect(Number(v))}
        keepMounted={false}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Tabs.List style={{ flex: 1, minWidth: 0 }} aria-label="Días del plan">
            {days.map((d, i) => (
              <Tabs.Tab
                key={d.key}
                value={String(i)}
                rightSection={
                  dayHasErrors(errors, i) ? (
                    <IconAlertTriangle
                      size={14}
                      color="var(--mantine-color-red-8)"
                      aria-label="con errores"
                    />
                  ) : undefined
                }
              >
                {d.name || `Día ${i + 1}`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={onAddDay}
            disabled={days.length >= MAX_DAYS}
            mb={4}
          >
            Agregar día
          </Button>
        </Group>
        {days.map((d, i) => (
          <Tabs.Panel key={d.key} value={String(i)}>
            <DayPanel
              day={d}
              index={i}
              count={days.length}
              dayNames={days.map((x) => x.name)}
              target={target}
              foods={foods}
              groups={groups}
              recipes={recipes}
              references={references}
              errors={errors}
              dispatch={dispatch}
              onRemove={onRemove}
              onSelect={onSelect}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
