import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconInfoCircle,
  IconCircleX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TOrder } from '@contract/commerce';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { useOrder } from '../api/get-order';
import { orderNotice } from '../lib/order-state';
import { useReturnedOrder } from '../lib/use-returned-order';
import { CheckoutButton } from './CheckoutButton';

const ICONS = {
  approved: IconCircleCheck,
  pending: IconClockHour4,
  rejected: IconCircleX,
  expired: IconInfoCircle,
  refunded: IconInfoCircle,
} as const;

/**
 * The state of the order a page was reached with from the checkout (`?pedido=`), as
 * the server knows it: approved, pending (asked again every 5 s until it changes),
 * rejected (with 'Volver a intentar'), expired or refunded. Nothing without `?pedido=`.
 * Used by the purchased plan and recipe pages, the files page and the Turnos page.
 */
export function OrderStatus() {
  const session = useSession();
  const { orderId, paymentId } = useReturnedOrder();
  // Rendered on the server too (the Turnos page): orders are read in the browser only.
  if (!orderId || !session) return null;
  return <OrderBanner orderId={orderId} paymentId={paymentId} />;
}

function OrderBanner({ orderId, paymentId }: { orderId: string; paymentId?: string }) {
  const order = useOrder(orderId, paymentId);
  const status = order.data?.status;
  const queryClient = useQueryClient();

  // Approved: what the client owns changed (purchases, files, the user's plan).
  useEffect(() => {
    if (status !== 'approved') return;
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        (queryKey[0] === 'commerce' && queryKey[1] !== 'order') || queryKey[0] === 'auth',
    });
  }, [status, queryClient]);

  if (order.isPending)
    return (
      <Alert color="gray" variant="light" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Consultando el estado de tu pago…</Text>
        </Group>
      </Alert>
    );
  if (order.isError)
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="No pudimos consultar tu pago"
        role="alert"
      >
        <Text size="sm">
          {errorMessage(order.error, 'Probá recargar la página en unos segundos.')}
        </Text>
      </Alert>
    );
  return <OrderNotice order={order.data} />;
}

function OrderNotice({ order }: { order: TOrder }) {
  const notice = orderNotice(order);
  const Icon = ICONS[order.status];
  return (
    <Alert
      color={notice.color}
      variant="light"
      icon={<Icon aria-hidden />}
      title={notice.title}
      // A change while polling is announced.
      role="status"
      aria-live="polite"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{notice.text}</Text>
        {notice.retry && (order.typeProduct === 'control' || order.productoId) && (
          <CheckoutButton
            body={{
              typeProduct: order.typeProduct,
              productSelected: order.productoId ?? undefined,
            }}
            label="Volver a intentar"
            size="sm"
            color={notice.color}
          />
        )}
      </Stack>
    </Alert>
  );
}
