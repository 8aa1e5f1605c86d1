import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { InstallAppCard } from '@web/components/InstallAppCard';
import PlanPurchasePage from '@web/features/catalog/pages/PlanPurchasePage';
import { PlanNextSteps } from '@web/features/commerce/components/PlanNextSteps';
import { PurchaseGate } from '@web/features/commerce/components/PurchaseGate';
import { DeliveryStatus } from '@web/features/deliveries/components/DeliveryStatus';

/**
 * /auth/compra-plan/:idPlan/:idUsuario: the bought plan (catalog) for its buyer only,
 * with the order's state and the next steps (commerce), and when their personalized
 * plan will be ready, or its files (deliveries).
 */
export default function PlanPurchaseRoute() {
  const { idPlan = '', idUsuario = '' } = useParams();
  return (
    <PurchaseGate kind="plan" productId={idPlan} userId={idUsuario}>
      <PlanPurchasePage
        nextSteps={(plan) => (
          <Stack gap="md">
            <InstallAppCard />
            <DeliveryStatus userId={idUsuario} planId={plan._id} />
            <PlanNextSteps planId={plan._id} userId={idUsuario} anamnesis={plan.anamnesis} />
          </Stack>
        )}
      />
    </PurchaseGate>
  );
}
