import { Octagons } from '@web/components/Octagons';
import { useRecipeOctagons } from '../api/get-recipe-octagons';

/**
 * On her recipe's public page (issue 35): the octagons a package of it would carry, or
 * 'Sin octógonos', only when she chose to show them; nothing while loading or on an error
 * (the page is about the recipe, not about this).
 */
export function RecipeOctagons({ recipeId }: { recipeId: string }) {
  const { data } = useRecipeOctagons(recipeId);
  if (!data?.mostrar) return null;
  return <Octagons octagons={data.octogonos} undecided={data.indecisos} size={64} showDecree />;
}
