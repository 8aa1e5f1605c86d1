import { useParams } from 'react-router';
import PlanPurchasePage from '../../features/catalog/pages/PlanPurchasePage';
import { PlanNextSteps } from '../../features/commerce/components/PlanNextSteps';
import { PurchaseGate } from '../../features/commerce/components/PurchaseGate';

/**
 * /auth/compra-plan/:idPlan/:idUsuario: the bought plan (catalog) for its buyer only,
 * with the order's state and the next steps (commerce).
 */
export default function PlanPurchaseRoute() {
  const { idPlan = '', idUsuario = '' } = useParams();
  return (
    <PurchaseGate kind="plan" productId={idPlan} userId={idUsuario}>
      <PlanPurchasePage
        nextSteps={(plan) => (
          <PlanNextSteps planId={plan._id} userId={idUsuario} anamnesis={plan.anamnesis} />
        )}
      />
    </PurchaseGate>
  );
}
