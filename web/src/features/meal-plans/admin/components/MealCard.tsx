import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import type { TNutrients } from '@contract/foods';
import { MEAL_NAMES } from '@contract/meal-plans';
import type { FoodIndex } from '@contract/nutrition';
import { MAX_ITEMS, type DraftMeal } from '../../lib/builder-draft';
import { type DraftAction } from '../../lib/builder-edits';
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
  /** The plan's other days, to copy this meal to. */
  otherDays: { index: number; name: string }[];
  /** 'B', 'C': another option of a meal of the day ('o bien'), named as that meal. */
  option: string | null;
}

/**
 * One meal of a day: its name (one of the usual ones or hers: 'Pre-entreno') and time, its
 * foods in order, its notes and its totals as she types; copied to other days in one click.
 */
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
  otherDays,
  option,
}: Props) {
  const name = meal.name.trim() || `Comida ${index + 1}`;
  const label = option ? `${name}, opción ${option}` : name;
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
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap" style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId} visibleFrom="sm" style={{ minWidth: 0 }}>
              {label}
            </Title>
            {option === null && (
              <Autocomplete
                aria-label={`Nombre de ${label}`}
                placeholder="Nombre (Almuerzo, Pre-entreno…)"
                data={[...MEAL_NAMES]}
                value={meal.name}
                onChange={(name) => dispatch({ type: 'meal', day, meal: index, patch: { name } })}
                error={errors[`${path}.name`]}
                maxLength={40}
                size="xs"
                w={170}
              />
            )}
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
          {option === null && (
            <Tooltip label="Otra forma de hacer esta comida (o bien)">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => dispatch({ type: 'addOption', day, meal: index })}
                aria-label={`Agregar otra opción de ${label}`}
              >
                Otra opción
              </Button>
            </Tooltip>
          )}
          {otherDays.length > 0 && option === null && (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" size="lg" aria-label={`Copiar ${label} a otro día`}>
                  <IconCopy size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Copiar a</Menu.Label>
                {otherDays.map((d) => (
                  <Menu.Item
                    key={d.index}
                    onClick={() => dispatch({ type: 'copyMeal', day, meal: index, to: [d.index] })}
                  >
                    {d.name}
                  </Menu.Item>
                ))}
                <Menu.Item
                  onClick={() =>
                    dispatch({
                      type: 'copyMeal',
                      day,
                      meal: index,
                      to: otherDays.map((d) => d.index),
                    })
                  }
                >
                  Todos los otros días
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
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
