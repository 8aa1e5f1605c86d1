import { BuyButton } from '@web/features/commerce/components/BuyButton';
import RecipeDetailPage from '@web/features/catalog/pages/RecipeDetailPage';

/** /auth/recetas/:id: the recipe (catalog) with the shop's buy component (commerce). */
export default function RecipeDetailRoute() {
  return <RecipeDetailPage buy={(target) => <BuyButton {...target} />} />;
}
