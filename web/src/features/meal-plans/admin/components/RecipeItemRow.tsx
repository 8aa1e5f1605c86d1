import { ActionIcon, Box, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, type Dispatch } from 'react';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import type { RecipeIndex } from '@contract/meal-plans';
import type { FoodIndex } from '@contract/nutrition';
import { formatDecimal, formatKcal } from '@contract/numbers';
import { recipeIngredientsText } from '@contract/portions';
import { DecimalInput } from '@web/components/DecimalInput';
import { decimalValue } from '@web/lib/decimal';
import { recipeNutrients, type DraftRecipe } from '../../lib/builder-draft';
import { type DraftAction } from '../../lib/builder-edits';

interface Props {
  item: DraftRecipe;
  day: number;
  meal: number;
  index: number;
  /** The meal's first row (no foods above it): no line above it. */
  first: boolean;
  /** 'Almuerzo': names the row for a screen reader. */
  mealLabel: string;
  recipes: RecipeIndex;
  foods: FoodIndex;
  /** Every error of the plan by path; the row picks its own. */
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
}

/**
 * One of her recipes in a meal: its title, how many servings, what those servings take
 * and bring (its ingredients, scaled), and a note. A recipe she deleted says so, for her
 * to take it out: the plan cannot be saved with it. Memoized as ItemRow is.
 */
export const RecipeItemRow = memo(function RecipeItemRow({
  item,
  day,
  meal,
  index,
  first,
  mealLabel,
  recipes,
  foods,
  errors,
  dispatch,
}: Props) {
  const at = { day, meal, recipe: index };
  const path = `content.days.${day}.meals.${meal}.recipes.${index}`;
  const recipe = recipes.get(item.recipeId);
  const title = recipe?.title ?? 'Receta eliminada';
  const named = `${recipe?.title ?? 'la receta eliminada'} en ${mealLabel}`;
  const servings = decimalValue(item.servings) ?? 0;
  // The server's word on the recipe first; else what would make it refuse the save.
  const problem =
    errors[`${path}.recipeId`] ??
    (!recipe
      ? 'Ya no está entre tus recetas: quitala de la comida'
      : recipe.ingredients.length === 0
        ? MEAL_PLAN_MSG.recipeWithoutIngredients
        : null);
  const takes =
    recipe && servings > 0 ? recipeIngredientsText({ ...item, servings }, recipes, foods) : '';
  const n = recipeNutrients(item, foods, recipes);

  return (
    <Box
      data-testid="plan-recipe"
      py="sm"
      style={{ borderTop: first ? undefined : '1px solid var(--mantine-color-gray-3)' }}
    >
      <Grid gap="xs" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Text size="xs" c="dimmed">
            Receta
          </Text>
          <Text fw={600} c={recipe ? undefined : 'red.8'} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 3 }}>
          <DecimalInput
            label="Porciones"
            aria-label={`Porciones de ${named}`}
            value={item.servings}
            onChange={(e) =>
              dispatch({ type: 'recipe', ...at, patch: { servings: e.currentTarget.value } })
            }
            error={errors[`${path}.servings`]}
            size="sm"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <Group justify="flex-end" mt={24}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Quitar ${named}`}
              onClick={() => dispatch({ type: 'removeRecipe', ...at })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Grid.Col>
      </Grid>
      <Stack gap={6} mt={4}>
        {problem && (
          <Text size="xs" c="red.8">
            {problem}
          </Text>
        )}
        {takes && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`Lleva: ${takes}`}
          </Text>
        )}
        {recipe && (
          <Text size="xs" c="dimmed">
            {`${formatKcal(n.kcal)} · P ${formatDecimal(n.proteinas)} · C ${formatDecimal(n.carbohidratos)} · G ${formatDecimal(n.grasas)}`}
          </Text>
        )}
        <TextInput
          aria-label={`Nota de ${named}`}
          placeholder="Nota (opcional): por ejemplo, con ensalada verde"
          value={item.note}
          onChange={(e) =>
            dispatch({ type: 'recipe', ...at, patch: { note: e.currentTarget.value } })
          }
          error={errors[`${path}.note`]}
          size="xs"
        />
      </Stack>
    </Box>
  );
});
