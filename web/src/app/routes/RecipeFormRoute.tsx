import RecipeFormPage from '@web/features/catalog/admin/pages/RecipeFormPage';
import { useFoods } from '@web/features/foods/api/get-foods';
import { RecipeIngredients } from '@web/features/meal-plans/admin/components/RecipeIngredients';

/**
 * /auth/nueva-receta and /auth/receta/:id (admin): the recipe's form (catalog) and, below a
 * saved one, what it is made of for the meal plans (meal-plans), counted with the food
 * table (foods), which this route hands in.
 */
export default function RecipeFormRoute() {
  return <RecipeFormPage ingredients={(recipeId) => <Ingredients recipeId={recipeId} />} />;
}

// Its own component, so the food table is asked for only where a saved recipe shows it.
function Ingredients({ recipeId }: { recipeId: string }) {
  const foods = useFoods();
  return (
    <RecipeIngredients
      recipeId={recipeId}
      foods={{ data: foods.data, error: foods.error, refetch: () => void foods.refetch() }}
    />
  );
}
