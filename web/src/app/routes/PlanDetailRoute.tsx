import { BuyButton } from '@web/features/commerce/components/BuyButton';
import PlanDetailPage from '@web/features/catalog/pages/PlanDetailPage';

/** /auth/planes/:id: the plan (catalog) with the shop's buy component (commerce). */
export default function PlanDetailRoute() {
  return <PlanDetailPage buy={(target) => <BuyButton {...target} />} />;
}
