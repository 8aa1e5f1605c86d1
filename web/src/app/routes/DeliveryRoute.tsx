import { Skeleton } from '@mantine/core';
import { ClinicalPanel } from '@web/features/clinical/profile/components/ClinicalPanel';
import DeliveryPage from '@web/features/deliveries/admin/pages/DeliveryPage';
import { DeliveryMealPlanButton } from '@web/features/meal-plans/admin/components/DeliveryMealPlanButton';
import { AdherenceSummary } from '@web/features/meal-plans/components/AdherenceSummary';
import { useUser } from '@web/features/users/api/get-user';
import { useSession } from '@web/lib/use-session';

/**
 * /auth/entrega/:id (admin): a client's plan delivery (deliveries) beside their
 * anamnesis in short and latest controls (clinical), read as their profile reads them,
 * and their meal plan for it (meal-plans): the builder's button and how they follow it.
 */
export default function DeliveryRoute() {
  return (
    <DeliveryPage
      clientRecords={(d) => <ClientRecords userId={d.userId} />}
      mealPlan={(d) => <DeliveryMealPlanButton userId={d.userId} deliveryId={d._id} />}
    />
  );
}

function ClientRecords({ userId }: { userId: string }) {
  const viewer = useSession()?.user;
  const user = useUser(userId);
  if (!viewer || !user.data) return user.isError ? null : <Skeleton height={240} radius="md" />;
  return (
    <ClinicalPanel
      user={user.data}
      viewer={viewer}
      afterControls={viewer.type === 'admin' && <AdherenceSummary userId={userId} />}
    />
  );
}
