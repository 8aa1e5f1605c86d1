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
import { IconChefHat, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type Dispatch } from 'react';
import type { TNutrients } from '@contract/foods';
import { MEAL_NAMES } from '@contract/meal-plans-text';
import type { FoodIndex } from '@contract/nutrition';
import { MAX_ITEMS, MAX_RECIPES, type DraftMeal } from '../../lib/builder-draft';
import { type DraftAction } from '../../lib/builder-edits';
import type { FoodOptionGroup } from '../../lib/builder-food-search';
import { macrosText } from '../../lib/builder-format';
import type { BuilderRecipes } from '../../lib/builder-recipes';
import { ItemRow } from './ItemRow';
import { RecipeItemRow } from './RecipeItemRow';
import { RecipePicker } from './RecipePicker';

interface Props {
  meal: DraftMeal;
  day: number;
  index: number;
  /** A day keeps at least one meal. */
  removable: boolean;
  totals: TNutrients | undefined;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  /** Her recipes: what the rows count and what 'Agregar receta' offers. */
  recipes: BuilderRecipes;
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
  /** The plan's other days, to copy this meal to. */
  otherDays: { index: number; name: string }[];
  /** 'B', 'C': another option of a meal of the day ('o bien'), named as that meal. */
  option: string | null;
}

/**
 * One meal of a day: its name (one of the usual ones or hers: 'Pre-entreno') and time, its
 * foods in order and her recipes in servings, its notes and its totals as she types;
 * copied to other days in one click.
 */
export function MealCard({
  meal,
  day,
  index,
  removable,
  totals,
  foods,
  groups,
  recipes,
  errors,
  dispatch,
  otherDays,
  option,
}: Props) {
  const [picking, setPicking] = useState(false);
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

        {meal.items.length === 0 && meal.recipes.length === 0 ? (
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
            {meal.recipes.map((r, i) => (
              <RecipeItemRow
                key={r.key}
                item={r}
                day={day}
                meal={index}
                index={i}
                first={i === 0 && meal.items.length === 0}
                mealLabel={label}
                recipes={recipes.index}
                foods={foods}
                errors={errors}
                dispatch={dispatch}
              />
            ))}
          </div>
        )}
        {[`${path}.items`, `${path}.recipes`].map(
          (at) =>
            errors[at] && (
              <Text key={at} size="xs" c="red.8">
                {errors[at]}
              </Text>
            ),
        )}
        {picking && (
          <RecipePicker
            mealLabel={label}
            recipes={recipes}
            onPick={(recipeId) => {
              dispatch({ type: 'addRecipe', day, meal: index, recipeId });
              setPicking(false);
            }}
            onClose={() => setPicking(false)}
          />
        )}

        <Group justify="space-between" align="center" gap="xs">
          <Group gap="xs">
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
            <Button
              variant="light"
              size="xs"
              leftSection={<IconChefHat size={16} aria-hidden />}
              aria-label={`Agregar receta: ${label}`}
              disabled={meal.recipes.length >= MAX_RECIPES || picking}
              onClick={() => setPicking(true)}
            >
              Agregar receta
            </Button>
          </Group>
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
