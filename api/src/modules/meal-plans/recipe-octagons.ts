import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { indexFoods } from '@contract/nutrition';
import { recipeInputOf, recipeProfile, type TRecipeOctagonsAnswer } from '@contract/octagons';
import type { Db } from '../../db/client';
import { notFound } from '../../http/http-error';
import { planFoodsByIds } from '../foods';
import { planRecipesWhere } from './plan-recipes';

const NOT_SHOWN: TRecipeOctagonsAnswer = { mostrar: false, octogonos: [], indecisos: [] };

/**
 * GET receta/{id}/octogonos (public; issue 35): the octagons her recipe would carry, with
 * the food table as it is now, when she chose to show them on its page; nothing otherwise
 * (a recipe without ingredients has nothing to say either).
 */
export async function recipeOctagons(db: Db, recipeId: string): Promise<TRecipeOctagonsAnswer> {
  const [recipe] = await planRecipesWhere(db, [recipeId]);
  if (!recipe) throw notFound(MEAL_PLAN_MSG.unknownRecipe);
  if (!recipe.showOctagons || recipe.ingredients.length === 0) return NOT_SHOWN;
  const foods = indexFoods(
    await planFoodsByIds(
      db,
      recipe.ingredients.map((i) => i.foodId),
    ),
  );
  const profile = recipeProfile(recipeInputOf(recipe, foods));
  return { mostrar: true, octogonos: profile.octagons, indecisos: profile.undecided };
}
