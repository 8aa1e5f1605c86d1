import { useParams } from 'react-router';
import RecipePurchasePage from '@web/features/catalog/pages/RecipePurchasePage';
import { PurchaseGate } from '@web/features/commerce/components/PurchaseGate';

/** /auth/compra-receta/:idReceta/:idUsuario: the bought recipe (catalog) for its buyer only (commerce). */
export default function RecipePurchaseRoute() {
  const { idReceta = '', idUsuario = '' } = useParams();
  return (
    <PurchaseGate kind="receta" productId={idReceta} userId={idUsuario}>
      <RecipePurchasePage />
    </PurchaseGate>
  );
}
