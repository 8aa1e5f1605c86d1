import { Button, Divider, Group, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { GRAMS } from '@contract/meal-plans-text';
import {
  ZRecipeCompositionSchema,
  type TPlanFood,
  type TPlanRecipe,
  type TRecipeComposition,
} from '@contract/meal-plans';
import { gramsOf, indexFoods, type FoodIndex } from '@contract/nutrition';
import { recipeProfile, type RecipeProfile } from '@contract/octagons';
import { formatGrams, formatKcal } from '@contract/numbers';
import { SectionCard } from '@web/components/SectionCard';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { ApiError } from '@web/lib/api';
import { decimalShown, decimalText, decimalValue } from '@web/lib/decimal';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { usePlanRecipes } from '../../api/get-plan-recipes';
import { useSaveRecipeComposition } from '../../api/save-recipe-composition';
import { foodOptions, type PickerFood } from '../../lib/builder-food-search';
import { FoodTableAlert } from './FoodTableAlert';
import { IngredientRow, type IngredientRowValues as Row } from './RecipeIngredientRow';
import { RecipeNutrition, type RecipeLabelValues } from './RecipeNutrition';

const TITLE = 'Ingredientes para los planes alimentarios';
/** ZRecipeCompositionSchema's limit: past it the button goes, rather than a refusal. */
const MAX_INGREDIENTS = 40;
const DUPLICATE = 'Ese alimento ya está en la receta: sumá las cantidades en una línea';

/** The food table as the route hands it in (the foods feature's query). */
export interface RecipeFoods {
  data: readonly PickerFood[] | undefined;
  error: unknown;
  refetch: () => void;
}

let lastKey = 0;
const newRow = (): Row => ({ key: ++lastKey, foodId: '', amount: '', unit: GRAMS });
const rowsOf = (recipe: Pick<TPlanRecipe, 'ingredients'>): Row[] =>
  recipe.ingredients.map((i) => ({
    key: ++lastKey,
    foodId: i.foodId,
    amount: decimalShown(i.amount),
    unit: i.unit,
  }));

/** NumberInput hands back a string while the field is empty or half typed. */
const servingsNumber = (v: number | string) => (typeof v === 'number' ? v : Number(v || NaN));

/**
 * The body the contract checks, or what is wrong by field path as the server names it
 * ('ingredients.2.amount'), so a row shows the same message whichever side found it.
 */
function checked(
  servings: number | string,
  rows: readonly Row[],
  label: RecipeLabelValues,
): { body: TRecipeComposition } | { errors: Record<string, string> } {
  const parsed = ZRecipeCompositionSchema.safeParse({
    servings: servingsNumber(servings),
    ingredients: rows.map((r) => ({
      foodId: r.foodId,
      amount: decimalText(r.amount),
      unit: r.unit,
    })),
    cookedGrams: label.cookedGrams === '' ? null : servingsNumber(label.cookedGrams),
    liquid: label.liquid,
    showOctagons: label.showOctagons,
  });
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (r.foodId && seen.has(r.foodId)) errors[`ingredients.${i}.foodId`] = DUPLICATE;
    seen.add(r.foodId);
  });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    // A repeated food is said on its row already.
    if (path === 'ingredients' && Object.keys(errors).length > 0) continue;
    // An empty picker is a missing choice, not a malformed id.
    errors[path] ??= path.endsWith('.foodId') ? 'Elegí un alimento' : issue.message;
  }
  return { errors };
}

/** The server's errors after a row goes: that row's go too, the ones below move up. */
const withoutRow = (errors: Record<string, string>, removed: number) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) => {
      const m = /^ingredients\.(\d+)\.(.+)$/.exec(path);
      if (!m) return [[path, message]];
      const i = Number(m[1]);
      if (i === removed) return [];
      return [[i > removed ? `ingredients.${i - 1}.${m[2]}` : path, message]];
    }),
  );

/**
 * What the recipe holds as she types it (issue 35): its counted rows, her cooked weight
 * and servings, through the same rules the public page's octagons use; null until a row
 * counts.
 */
function liveProfile(
  servings: number | string,
  rows: readonly Row[],
  label: RecipeLabelValues,
  foods: FoodIndex,
): RecipeProfile | null {
  const ingredients = rows.flatMap((r) => {
    const food = foods.get(r.foodId);
    const amount = decimalValue(r.amount);
    const grams = food && amount !== null ? gramsOf({ amount, unit: r.unit }, food) : null;
    return food && grams !== null && grams > 0 ? [{ food, grams }] : [];
  });
  if (ingredients.length === 0) return null;
  const cooked = label.cookedGrams === '' ? null : servingsNumber(label.cookedGrams);
  const n = servingsNumber(servings);
  return recipeProfile({
    ingredients,
    cookedGrams: cooked !== null && Number.isInteger(cooked) && cooked > 0 ? cooked : null,
    servings: Number.isInteger(n) && n >= 1 ? n : 1,
    liquid: label.liquid,
  });
}

const labelOf = (recipe: Pick<TPlanRecipe, 'cookedGrams' | 'liquid' | 'showOctagons'>) => ({
  cookedGrams: recipe.cookedGrams ?? '',
  liquid: recipe.liquid ?? false,
  showOctagons: recipe.showOctagons ?? false,
});

/**
 * What a recipe is made of, for the meal plans (issue 31): how many servings it makes and
 * each ingredient for the whole recipe, saved on its own (the recipe form's button saves
 * the recipe's fields). With them the recipe can be one item of a meal, counted in its
 * totals and shopping list. The food table comes from the route, as the builder's does.
 */
export function RecipeIngredients({ recipeId, foods }: { recipeId: string; foods: RecipeFoods }) {
  const query = usePlanRecipes();
  // A list cached from before may lack this recipe or its last change: wait for today's.
  const settled = query.data && (query.isFetchedAfterMount || !query.isFetching);
  if (!settled)
    return (
      <SectionCard title={TITLE}>
        {query.isError ? (
          <ErrorAlert
            title="No pudimos cargar los ingredientes"
            message={errorMessage(query.error, 'Probá de nuevo en unos minutos.')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Skeleton height={160} radius="md" />
        )}
      </SectionCard>
    );
  const recipe = query.data.recetas.find((r) => r._id === recipeId);
  return (
    <Editor
      key={recipeId}
      recipeId={recipeId}
      recipe={recipe ?? { servings: 1, ingredients: [] }}
      savedFoods={query.data.alimentos}
      foods={foods}
    />
  );
}

function Editor({
  recipeId,
  recipe,
  savedFoods,
  foods,
}: {
  recipeId: string;
  recipe: Pick<TPlanRecipe, 'servings' | 'ingredients' | 'cookedGrams' | 'liquid' | 'showOctagons'>;
  /** The foods of its saved ingredients: they keep a food the table no longer offers. */
  savedFoods: readonly TPlanFood[];
  foods: RecipeFoods;
}) {
  const [servings, setServings] = useState<number | string>(recipe.servings);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(recipe));
  const [label, setLabel] = useState<RecipeLabelValues>(() => labelOf(recipe));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveRecipeComposition();

  // Live values win over the saved copies, as in the builder.
  const foodIndex = useMemo(
    () => indexFoods([...savedFoods, ...(foods.data ?? [])]),
    [savedFoods, foods.data],
  );
  const groups = useMemo(() => foodOptions(foods.data ?? [], savedFoods), [foods.data, savedFoods]);

  const change = useCallback((at: number, patch: Partial<Omit<Row, 'key'>>) => {
    setRows((list) => list.map((r, i) => (i === at ? { ...r, ...patch } : r)));
    setErrors((e) => {
      const left = { ...e };
      for (const field of Object.keys(patch)) delete left[`ingredients.${at}.${field}`];
      return left;
    });
  }, []);
  const remove = useCallback((at: number) => {
    setRows((list) => list.filter((_, i) => i !== at));
    setErrors((e) => withoutRow(e, at));
  }, []);

  const submit = async () => {
    const result = checked(servings, rows, label);
    if ('errors' in result) {
      setErrors(result.errors);
      notifyWarning('Revisá lo marcado antes de guardar');
      return;
    }
    try {
      const answer = await save.mutateAsync({ recipeId, body: result.body });
      notifySuccess(answer.message);
      // What was stored, as the server rounded it.
      setServings(answer.receta.servings);
      setRows(rowsOf(answer.receta));
      setLabel(labelOf(answer.receta));
      setErrors({});
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos guardar los ingredientes. Probá de nuevo.'));
      setErrors(err instanceof ApiError ? err.errors : {});
    }
  };

  const profile = liveProfile(servings, rows, label, foodIndex);
  const servingCount = servingsNumber(servings);
  const servingsKnown = Number.isInteger(servingCount) && servingCount >= 1;

  return (
    <SectionCard title={TITLE}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Con los ingredientes, la receta se puede sumar a una comida de un plan: cuenta en los
          totales y en la lista de compras.
        </Text>
        {foods.error !== null && foods.error !== undefined && !foods.data && (
          <FoodTableAlert error={foods.error} onRetry={foods.refetch} />
        )}
        <NumberInput
          label="Rinde"
          aria-label="Rinde (porciones)"
          description="Cuántas porciones salen de la receta entera"
          value={servings}
          onChange={(v) => {
            setServings(v);
            setErrors(({ servings: _, ...rest }) => rest);
          }}
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          rightSection={
            <Text size="sm" c="dimmed">
              porciones
            </Text>
          }
          rightSectionWidth={84}
          rightSectionPointerEvents="none"
          error={errors.servings}
          maw={200}
        />
        <Text size="sm">Cantidades para la receta entera:</Text>
        <Stack gap={0}>
          {rows.map((row, i) => (
            <IngredientRow
              key={row.key}
              row={row}
              index={i}
              foods={foodIndex}
              groups={groups}
              errors={errors}
              onChange={change}
              onRemove={remove}
            />
          ))}
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              Todavía no tiene ingredientes.
            </Text>
          )}
        </Stack>
        {errors.ingredients && (
          <Text size="sm" c="red.8" role="alert">
            {errors.ingredients}
          </Text>
        )}
        {rows.length < MAX_INGREDIENTS && (
          <div>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setRows((list) => [...list, newRow()])}
            >
              Agregar ingrediente
            </Button>
          </div>
        )}
        <Text size="sm" fw={500} aria-live="polite">
          {profile && servingsKnown
            ? `Cada porción: ${formatKcal(profile.perServing.kcal)} · ${formatGrams(profile.weight.grams / servingCount)}`
            : 'Cada porción: cargá los ingredientes para ver sus calorías y gramos.'}
        </Text>
        <Divider />
        <RecipeNutrition
          values={label}
          onChange={(patch) => {
            setLabel((l) => ({ ...l, ...patch }));
            if ('cookedGrams' in patch) setErrors(({ cookedGrams: _, ...rest }) => rest);
          }}
          profile={profile}
          servings={servingsKnown ? servingCount : null}
          error={errors.cookedGrams}
        />
        <Group justify="flex-end">
          <Button loading={save.isPending} onClick={() => void submit()}>
            Guardar ingredientes
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
