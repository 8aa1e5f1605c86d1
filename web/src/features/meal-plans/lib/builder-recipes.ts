import { indexRecipes } from '@contract/nutrition';
import type { RecipeIndex, TPlanRecipe } from '@contract/meal-plans';
import { plainText } from '@contract/plain-text';

/**
 * Her recipes in the builder (issue 31): what the totals count them as, and what the
 * recipe picker offers. Her list (GET planes-alimentarios/recetas) wins over the plan's
 * copies, since she may have changed a recipe's ingredients since the plan was read;
 * the plan's copies count until the list arrives.
 */

export interface RecipeOption {
  value: string;
  label: string;
  /** A recipe without ingredients would count as nothing: offered, not pickable. */
  disabled?: boolean;
}

export interface BuilderRecipes {
  index: RecipeIndex;
  options: RecipeOption[];
  /** What the picker says while it has nothing to offer: loading, failed, or none yet. */
  empty: string;
}

/** Said after the title of a recipe that cannot be picked yet. */
export const NO_INGREDIENTS = ' · sin ingredientes cargados';

/** Her recipes as the picker offers them, by title; one without ingredients says so. */
export const recipeOptions = (recipes: readonly TPlanRecipe[]): RecipeOption[] =>
  [...recipes]
    .sort((a, b) => a.title.localeCompare(b.title, 'es'))
    .map((r) =>
      r.ingredients.length > 0
        ? { value: r._id, label: r.title }
        : { value: r._id, label: `${r.title}${NO_INGREDIENTS}`, disabled: true },
    );

/** Whether a recipe's title has every word typed, accents and case aside. */
export function titleMatches(label: string, search: string): boolean {
  const title = plainText(label.replace(NO_INGREDIENTS, ''));
  return plainText(search)
    .split(/\s+/)
    .every((word) => title.includes(word));
}

export function builderRecipes(
  planRecipes: readonly TPlanRecipe[],
  list: readonly TPlanRecipe[] | undefined,
  failed: boolean,
): BuilderRecipes {
  return {
    index: indexRecipes([...planRecipes, ...(list ?? [])]),
    options: recipeOptions(list ?? []),
    empty: list
      ? 'Todavía no tenés recetas cargadas'
      : failed
        ? 'No pudimos traer tus recetas: probá de nuevo en unos minutos'
        : 'Cargando tus recetas…',
  };
}
