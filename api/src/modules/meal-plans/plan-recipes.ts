import { asc, eq, inArray } from 'drizzle-orm';
import { GRAMS, MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import type {
  TPlanContent,
  TPlanFood,
  TPlanRecipe,
  TPortion,
  TRecipeComposition,
} from '@contract/meal-plans';
import { indexFoods } from '@contract/nutrition';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { recipes } from '../catalog/catalog.tables';
import { planFoodsByIds } from '../foods';
import type { MealPlansDeps } from './meal-plan-store';
import { recipeCompositions } from './meal-plans.tables';

/**
 * Her recipes as the plans count them (issue 31): a meal names a recipe in servings, and
 * the totals and the shopping list count its ingredients. What a plan reads with its
 * content, its foods and its recipes, is gathered here once for every reader.
 */

/** Every recipe a plan's meals name. */
export const recipeIdsOf = (content: TPlanContent): string[] => [
  ...new Set(content.days.flatMap((d) => d.meals.flatMap((m) => m.recipes.map((r) => r.recipeId)))),
];

/** Every food a plan names: its items and their substitutes (its recipes' are theirs). */
export function foodIdsOf(content: TPlanContent): string[] {
  return content.days.flatMap((d) =>
    d.meals.flatMap((m) =>
      m.items.flatMap((i) => [i.foodId, ...i.substitutes.map((s) => s.foodId)]),
    ),
  );
}

/** Recipes by id with what they are made of; one without ingredients makes 1 serving of nothing. */
export async function planRecipesWhere(db: Db, ids?: readonly string[]): Promise<TPlanRecipe[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      _id: recipes.id,
      title: recipes.title,
      servings: recipeCompositions.servings,
      ingredients: recipeCompositions.ingredients,
      cookedGrams: recipeCompositions.cookedGrams,
      liquid: recipeCompositions.liquid,
      showOctagons: recipeCompositions.showOctagons,
    })
    .from(recipes)
    .leftJoin(recipeCompositions, eq(recipeCompositions.recipeId, recipes.id))
    .where(ids ? inArray(recipes.id, [...ids]) : undefined)
    .orderBy(asc(recipes.title));
  return rows.map((r) => ({
    _id: r._id,
    title: r.title,
    servings: r.servings ?? 1,
    ingredients: r.ingredients ?? [],
    cookedGrams: r.cookedGrams ?? null,
    liquid: r.liquid ?? false,
    showOctagons: r.showOctagons ?? false,
  }));
}

/** A plan's parts as the food table and her recipes are now: the draft's, or a version's to freeze. */
export async function planParts(
  db: Db,
  content: TPlanContent,
): Promise<{ foods: TPlanFood[]; recipes: TPlanRecipe[] }> {
  const planRecipes = await planRecipesWhere(db, recipeIdsOf(content));
  const ingredientFoods = planRecipes.flatMap((r) => r.ingredients.map((i) => i.foodId));
  const foods = await planFoodsByIds(db, [...foodIdsOf(content), ...ingredientFoods]);
  return { foods, recipes: planRecipes };
}

/**
 * Every portion names a food of the table (archived ones too: a plan keeps what it named)
 * in grams or one of that food's measures; the first that does not answers 400 with its
 * field's path.
 */
export async function checkPortions(
  db: Db,
  portions: readonly { portion: Pick<TPortion, 'foodId' | 'unit'>; path: string }[],
): Promise<void> {
  const foods = indexFoods(
    await planFoodsByIds(
      db,
      portions.map((p) => p.portion.foodId),
    ),
  );
  for (const { portion, path } of portions) {
    const food = foods.get(portion.foodId);
    if (!food)
      throw badRequest(MEAL_PLAN_MSG.unknownFood, {
        [`${path}.foodId`]: MEAL_PLAN_MSG.unknownFood,
      });
    if (portion.unit !== GRAMS && !food.measures.some((m) => m.name === portion.unit))
      throw badRequest(MEAL_PLAN_MSG.unknownMeasure, {
        [`${path}.unit`]: MEAL_PLAN_MSG.unknownMeasure,
      });
  }
}

/**
 * Every recipe a draft names exists and has its ingredients: one without them would count
 * as nothing in the totals and the list, and say so to nobody.
 */
export async function checkRecipes(db: Db, content: TPlanContent): Promise<void> {
  const known = new Map((await planRecipesWhere(db, recipeIdsOf(content))).map((r) => [r._id, r]));
  content.days.forEach((d, di) =>
    d.meals.forEach((m, mi) =>
      m.recipes.forEach((r, ri) => {
        const path = `content.days.${di}.meals.${mi}.recipes.${ri}.recipeId`;
        const recipe = known.get(r.recipeId);
        if (!recipe)
          throw badRequest(MEAL_PLAN_MSG.unknownRecipe, { [path]: MEAL_PLAN_MSG.unknownRecipe });
        if (recipe.ingredients.length === 0)
          throw badRequest(MEAL_PLAN_MSG.recipeWithoutIngredients, {
            [path]: MEAL_PLAN_MSG.recipeWithoutIngredients,
          });
      }),
    ),
  );
}

/** Foods of some recipes' ingredients. */
const ingredientFoods = (db: Db, list: readonly TPlanRecipe[]) =>
  planFoodsByIds(
    db,
    list.flatMap((r) => r.ingredients.map((i) => i.foodId)),
  );

/** GET planes-alimentarios/recetas: every recipe of hers, by title, and its ingredients' foods. */
export async function listPlanRecipes(
  deps: Pick<MealPlansDeps, 'db'>,
): Promise<{ recetas: TPlanRecipe[]; alimentos: TPlanFood[] }> {
  const recetas = await planRecipesWhere(deps.db);
  return { recetas, alimentos: await ingredientFoods(deps.db, recetas) };
}

/** PUT planes-alimentarios/recetas/{id}: what the recipe is made of (404 for no such recipe). */
export async function saveRecipeComposition(
  deps: Pick<MealPlansDeps, 'db' | 'clock'>,
  recipeId: string,
  body: TRecipeComposition,
): Promise<{ receta: TPlanRecipe; alimentos: TPlanFood[] }> {
  const [recipe] = await deps.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!recipe) throw notFound(MEAL_PLAN_MSG.unknownRecipe);
  await checkPortions(
    deps.db,
    body.ingredients.map((portion, i) => ({ portion, path: `ingredients.${i}` })),
  );
  const now = deps.clock.now();
  const values = {
    servings: body.servings,
    ingredients: body.ingredients,
    cookedGrams: body.cookedGrams,
    liquid: body.liquid,
    showOctagons: body.showOctagons,
    updatedAt: now,
  };
  await deps.db
    .insert(recipeCompositions)
    .values({ recipeId, ...values })
    .onConflictDoUpdate({ target: recipeCompositions.recipeId, set: values });
  const [receta] = await planRecipesWhere(deps.db, [recipeId]);
  return { receta: receta!, alimentos: await ingredientFoods(deps.db, [receta!]) };
}
