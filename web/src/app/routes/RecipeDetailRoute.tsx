import { BuyButton } from '@web/features/commerce/components/BuyButton';
import RecipeDetailPage from '@web/features/catalog/pages/RecipeDetailPage';
import { RecipeOctagons } from '@web/features/meal-plans/components/RecipeOctagons';

/**
 * /auth/recetas/:id: the recipe (catalog) with the shop's buy component (commerce) and,
 * when she shows them, its octagons (meal-plans: they are counted from its ingredients).
 */
export default function RecipeDetailRoute() {
  return (
    <RecipeDetailPage
      buy={(target) => <BuyButton {...target} />}
      label={(recipeId) => <RecipeOctagons recipeId={recipeId} />}
    />
  );
}
