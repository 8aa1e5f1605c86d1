import { useFoods } from '@web/features/foods/api/get-foods';
import MealPlanBuilderPage from '@web/features/meal-plans/admin/pages/MealPlanBuilderPage';

/**
 * /auth/plan-alimentario/:id/editar (admin): the meal-plan builder (meal-plans) counting
 * with the food table (foods), which this route hands in.
 */
export default function MealPlanBuilderRoute() {
  const foods = useFoods();
  return (
    <MealPlanBuilderPage
      foods={{
        data: foods.data,
        isPending: foods.isPending,
        error: foods.error,
        refetch: () => void foods.refetch(),
      }}
    />
  );
}
