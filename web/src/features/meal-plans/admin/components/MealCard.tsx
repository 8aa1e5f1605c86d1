import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import type { TNutrients } from '@contract/foods';
import { MEAL_LABELS } from '@contract/meal-plans';
import type { FoodIndex } from '@contract/nutrition';
import { MAX_ITEMS, type DraftAction, type DraftMeal } from '../../lib/builder-draft';
import type { FoodOptionGroup } from '../../lib/builder-food-search';
import { macrosText } from '../../lib/builder-format';
import { ItemRow } from './ItemRow';

interface Props {
  meal: DraftMeal;
  day: number;
  index: number;
  /** A day keeps at least one meal. */
  removable: boolean;
  totals: TNutrients | undefined;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
}

/** One meal of a day: its time, its foods in order, its notes and its totals as she types. */
export function MealCard({
  meal,
  day,
  index,
  removable,
  totals,
  foods,
  groups,
  errors,
  dispatch,
}: Props) {
  const label = MEAL_LABELS[meal.slot];
  const path = `content.days.${day}.meals.${index}`;
  const headingId = `meal-${meal.key}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
      data-testid="plan-meal"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
          <Group gap="sm" align="flex-end" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {label}
            </Title>
            <TextInput
              aria-label={`Hora de ${label}`}
              placeholder="Hora (8:00)"
              value={meal.time}
              onChange={(e) =>
                dispatch({ type: 'meal', day, meal: index, patch: { time: e.currentTarget.value } })
              }
              error={errors[`${path}.time`]}
              size="xs"
              w={110}
            />
          </Group>
          {removable && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Quitar ${label} del día`}
              onClick={() => dispatch({ type: 'removeMeal', day, meal: index })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>

        {meal.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Todavía no hay alimentos en {label.toLowerCase()}.
          </Text>
        ) : (
          <div>
            {meal.items.map((item, i) => (
              <ItemRow
                key={item.key}
                item={item}
                day={day}
                meal={index}
                index={i}
                count={meal.items.length}
                mealLabel={label}
                foods={foods}
                groups={groups}
                errors={errors}
                dispatch={dispatch}
              />
            ))}
          </div>
        )}
        {errors[`${path}.items`] && (
          <Text size="xs" c="red.8">
            {errors[`${path}.items`]}
          </Text>
        )}

        <Group justify="space-between" align="center" gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-label={`Agregar alimento: ${label}`}
            disabled={meal.items.length >= MAX_ITEMS}
            onClick={() => dispatch({ type: 'addItem', day, meal: index })}
          >
            Agregar alimento
          </Button>
          {totals && (
            <Text size="sm" fw={600} data-testid="meal-totals">
              Total: {macrosText(totals)}
            </Text>
          )}
        </Group>
        <Textarea
          aria-label={`Notas de ${label}`}
          placeholder="Notas de la comida (opcional)"
          value={meal.notes}
          onChange={(e) =>
            dispatch({ type: 'meal', day, meal: index, patch: { notes: e.currentTarget.value } })
          }
          error={errors[`${path}.notes`]}
          autosize
          minRows={1}
          maxRows={4}
          size="xs"
        />
      </Stack>
    </Paper>
  );
}
