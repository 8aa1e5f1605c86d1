import {
  ActionIcon,
  Autocomplete,
  Button,
  Chip,
  Group,
  Input,
  Menu,
  Stack,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconChevronDown,
  IconCopy,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, type Dispatch } from 'react';
import { WEEKDAY_CHIPS, WEEKDAY_NAMES, WEEKDAY_NUMBERS } from '@contract/meal-plans-text';
import { optionLetter } from '@contract/nutrition';
import type { TPlanTarget } from '@contract/meal-plans';
import type { FoodIndex } from '@contract/nutrition';
import {
  MAX_DAYS,
  MAX_MEALS,
  countedDay,
  draftDayTotals,
  type DraftDay,
} from '../../lib/builder-draft';
import { dayMicros, microLines } from '@contract/day-micros';
import type { TNutrientReferences } from '@contract/nutrient-references';
import { DayGuidelines } from './DayGuidelines';
import { missingMealNames, type DraftAction } from '../../lib/builder-edits';
import type { FoodOptionGroup } from '../../lib/builder-food-search';
import type { BuilderRecipes } from '../../lib/builder-recipes';
import { DayTotals } from './DayTotals';
import { MealCard } from './MealCard';

const DAY_NAMES = [
  'Día tipo',
  'Lunes a viernes',
  'Fin de semana',
  'Día de entrenamiento',
  'Día de descanso',
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
];

interface Props {
  day: DraftDay;
  index: number;
  count: number;
  /** Every day's name, in order (to copy a meal to another day). */
  dayNames: string[];
  target: TPlanTarget | null;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  recipes: BuilderRecipes;
  /** Her reference values for a day's micronutrients (issue 35). */
  references: TNutrientReferences;
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
  /** Asks before the day goes (the page's confirm dialog). */
  onRemove: (index: number) => void;
  /** After a copy or a move, the tab to show. */
  onSelect: (index: number) => void;
}

/** One day of the plan: its name and the weekdays it covers, its meals, and its totals as she types. */
export function DayPanel({
  day,
  index,
  count,
  dayNames,
  target,
  foods,
  groups,
  recipes,
  references,
  errors,
  dispatch,
  onRemove,
  onSelect,
}: Props) {
  const path = `content.days.${index}`;
  const totals = useMemo(
    () => draftDayTotals(day, foods, recipes.index),
    [day, foods, recipes.index],
  );
  const micros = useMemo(
    () => microLines(dayMicros(countedDay(day), foods, recipes.index), references),
    [day, foods, recipes.index, references],
  );
  const missing = missingMealNames(day);
  const dayLabel = day.name || `Día ${index + 1}`;
  const otherDays = dayNames
    .map((name, i) => ({ index: i, name: name || `Día ${i + 1}` }))
    .filter((d) => d.index !== index);
  const weekdaysId = `weekdays-${day.key}`;

  return (
    <Stack gap="md" pt="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Autocomplete
          label="Nombre del día"
          description="Día tipo, un día de la semana o el nombre que quieras"
          data={DAY_NAMES}
          value={day.name}
          onChange={(name) => dispatch({ type: 'day', day: index, patch: { name } })}
          error={errors[`${path}.name`]}
          maxLength={40}
          style={{ flex: '1 1 220px' }}
        />
        <Input.Wrapper
          label="Días de la semana"
          description="Los días que se come este día del plan"
          id={weekdaysId}
          error={errors[`${path}.weekdays`]}
          style={{ flex: '1 1 260px' }}
        >
          <Group gap={6} mt={4} role="group" aria-labelledby={`${weekdaysId}-label`}>
            {WEEKDAY_NUMBERS.map((w) => (
              <Chip
                key={w}
                size="sm"
                checked={day.weekdays.includes(w)}
                onChange={(on) => dispatch({ type: 'weekday', day: index, weekday: w, on })}
                aria-label={WEEKDAY_NAMES[w - 1]}
              >
                {WEEKDAY_CHIPS[w - 1]}
              </Chip>
            ))}
          </Group>
        </Input.Wrapper>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCopy size={16} aria-hidden />}
          disabled={count >= MAX_DAYS}
          onClick={() => {
            dispatch({ type: 'copyDay', day: index });
            onSelect(index + 1);
          }}
        >
          Copiar día
        </Button>
        <Menu position="bottom-start" shadow="md">
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={day.meals.length >= MAX_MEALS}
            >
              Agregar comida
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {missing.map((name) => (
              <Menu.Item key={name} onClick={() => dispatch({ type: 'addMeal', day: index, name })}>
                {name}
              </Menu.Item>
            ))}
            <Menu.Item onClick={() => dispatch({ type: 'addMeal', day: index, name: '' })}>
              Otra (le ponés el nombre)
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Tooltip label="Mover el día antes">
          <ActionIcon
            variant="default"
            size="md"
            aria-label={`Mover ${dayLabel} antes`}
            disabled={index === 0}
            onClick={() => {
              dispatch({ type: 'moveDay', day: index, by: -1 });
              onSelect(index - 1);
            }}
          >
            <IconArrowLeft size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Mover el día después">
          <ActionIcon
            variant="default"
            size="md"
            aria-label={`Mover ${dayLabel} después`}
            disabled={index === count - 1}
            onClick={() => {
              dispatch({ type: 'moveDay', day: index, by: 1 });
              onSelect(index + 1);
            }}
          >
            <IconArrowRight size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={count <= 1}
          onClick={() => onRemove(index)}
          ml="auto"
        >
          Eliminar día
        </Button>
      </Group>

      {day.meals.map((meal, i) => (
        <MealCard
          key={meal.key}
          meal={meal}
          day={index}
          index={i}
          removable={day.meals.length > 1}
          totals={totals.meals[i]}
          foods={foods}
          groups={groups}
          recipes={recipes}
          errors={errors}
          dispatch={dispatch}
          otherDays={otherDays}
          option={optionLetter(day.meals, meal)}
        />
      ))}
      <DayGuidelines dayName={dayLabel} lines={micros} references={references} />
      <DayTotals dayName={dayLabel} totals={totals.total} target={target} />
    </Stack>
  );
}
