import { useParams } from 'react-router';
import NewMealPlanPage from '@web/features/meal-plans/admin/pages/NewMealPlanPage';
import { useUser } from '@web/features/users/api/get-user';

/** /auth/nuevo-plan-alimentario/:userId (admin): a new meal plan (meal-plans) for a client (users). */
export default function NewMealPlanRoute() {
  const { userId } = useParams();
  const user = useUser(userId);
  return <NewMealPlanPage clientName={user.data?.name} />;
}
