import { Container } from '@mantine/core';
import { IconClockHour4, IconLock, IconShoppingBag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PATHS } from '@contract/pages';
import { PageLoader } from '@web/components/PageLoader';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { useOrder } from '../api/get-order';
import { usePurchases } from '../api/get-purchases';
import { ownsProduct } from '../lib/purchases';
import { useReturnedOrder } from '../lib/use-returned-order';
import { OrderStatus } from './OrderStatus';
import { BackButton, Refusal } from './Refusal';

const WHAT = {
  plan: { name: 'este plan', page: PATHS.plan, see: 'Ver el plan' },
  receta: { name: 'esta receta', page: PATHS.recipe, see: 'Ver la receta' },
} as const;

/**
 * A purchased plan or recipe page (/auth/compra-plan, /auth/compra-receta): the order's
 * state when the checkout sent the buyer here, then the page only to whom bought the
 * product (an unrefunded purchase of it). Anyone else gets a plain message and the
 * product's page, never a "thanks"; another user's address gets the API's 403.
 */
export function PurchaseGate({
  kind,
  productId,
  userId,
  children,
}: {
  kind: 'plan' | 'receta';
  productId: string;
  userId: string;
  children: ReactNode;
}) {
  const session = useSession();
  const purchases = usePurchases(userId);
  const { orderId, paymentId } = useReturnedOrder();
  const order = useOrder(orderId, paymentId).data;
  const thisOrder = order?.productoId === productId && order.userId === userId ? order : undefined;
  // Approved means delivered: the purchase list may just not have been read again yet.
  const owned =
    thisOrder?.status === 'approved' ||
    (purchases.data ? ownsProduct(purchases.data, productId) : false);

  let body: ReactNode;
  if (owned) body = children;
  else if (purchases.isError) {
    const forbidden = purchases.error instanceof ApiError && purchases.error.status === 403;
    body = forbidden ? (
      <Refusal
        icon={IconLock}
        title="Esta página es de otra cuenta"
        text="Solo podés ver tus propias compras."
      >
        {session && <BackButton to={PATHS.purchases(session.user._id)} label="Ver Mis Compras" />}
      </Refusal>
    ) : (
      <Container size="sm" py="xl">
        <ErrorAlert
          title="No pudimos revisar tus compras"
          message={errorMessage(purchases.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void purchases.refetch()}
        />
      </Container>
    );
  } else if (purchases.isPending) body = <PageLoader />;
  else if (thisOrder?.status === 'pending')
    body = (
      <Refusal
        icon={IconClockHour4}
        title="Tu compra se está confirmando"
        text="Apenas Mercado Pago confirme el pago vas a ver acá todo lo que compraste."
      />
    );
  else
    body = (
      <Refusal
        icon={IconShoppingBag}
        title={`Todavía no compraste ${WHAT[kind].name}`}
        text="Después de la compra vas a encontrar acá todo su contenido."
      >
        <BackButton to={WHAT[kind].page(productId)} label={WHAT[kind].see} />
      </Refusal>
    );

  return (
    <>
      {orderId && (
        <Container size="lg" py="lg">
          <OrderStatus />
        </Container>
      )}
      {body}
    </>
  );
}
