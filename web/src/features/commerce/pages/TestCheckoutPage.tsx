import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TOrder } from '@contract/commerce';
import { PageShell } from '@web/components/PageShell';
import { errorMessage } from '@web/lib/errors';
import { formatPesos } from '@contract/money';
import { useOrder } from '../api/get-order';
import { usePayTestOrder, type TTestResult } from '../api/pay-test-order';
import { ORDER_STATE_LABEL, orderNotice } from '../lib/order-state';
import { productPath } from '../lib/purchases';

const BUTTONS: { result: TTestResult; label: string; color: string; icon: typeof IconCheck }[] = [
  { result: 'approved', label: 'Aprobar pago', color: 'green', icon: IconCheck },
  { result: 'rejected', label: 'Rechazar pago', color: 'red', icon: IconX },
  { result: 'pending', label: 'Dejar pendiente', color: 'gray', icon: IconClock },
];

/**
 * /auth/pago-de-prueba/:orderId (DECISIONS §4): the built-in checkout that stands in
 * for Mercado Pago when no credentials are set. Its buttons go through the same
 * notification path as a real payment, then back to where Mercado Pago would return.
 */
export default function TestCheckoutPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  return (
    <PageShell
      title="Pago de prueba"
      back={{ to: order.data ? productPath(order.data) : '/auth/home' }}
      record={{
        loading: order.isPending,
        error: order.error,
        errorTitle: 'No pudimos abrir el pedido',
        fallback: 'Probá de nuevo en unos segundos.',
        onRetry: () => void order.refetch(),
      }}
    >
      {order.data && <TestCheckout order={order.data} />}
    </PageShell>
  );
}

function TestCheckout({ order }: { order: TOrder }) {
  const pay = usePayTestOrder();
  const navigate = useNavigate();
  const payable =
    order.provider === 'test' && (order.status === 'pending' || order.status === 'rejected');
  const choose = (result: TTestResult) =>
    pay.mutate({ id: order._id, result }, { onSuccess: ({ redirect }) => void navigate(redirect) });

  return (
    <Stack gap="lg">
      <Alert
        color="yellow"
        variant="filled"
        icon={<IconAlertTriangle aria-hidden />}
        title="Modo de prueba"
      >
        Acá no se mueve dinero real: elegí cómo termina el pago para probar la compra. Con las
        credenciales de Mercado Pago configuradas, este paso es la página de pago de Mercado Pago.
      </Alert>

      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-label="Resumen del pedido"
      >
        <Table variant="vertical" layout="fixed" withRowBorders>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={110}>Producto</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{order.producto}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Monto</Table.Th>
              <Table.Td>{formatPesos(order.monto)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Estado</Table.Th>
              <Table.Td>
                <Badge variant="light" color={orderNotice(order).color}>
                  {ORDER_STATE_LABEL[order.status]}
                </Badge>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>

      {payable ? (
        <Stack gap="sm">
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            {BUTTONS.map((b) => (
              <Button
                key={b.result}
                color={b.color}
                variant={b.result === 'approved' ? 'filled' : 'light'}
                size="md"
                leftSection={<b.icon size={18} aria-hidden />}
                loading={pay.isPending && pay.variables?.result === b.result}
                disabled={pay.isPending && pay.variables?.result !== b.result}
                onClick={() => choose(b.result)}
                style={{ minWidth: 180 }}
              >
                {b.label}
              </Button>
            ))}
          </Group>
          {pay.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(pay.error, 'No pudimos registrar el pago de prueba.')}
            </Alert>
          )}
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>
            {order.provider === 'test'
              ? 'Este pedido ya no se puede pagar.'
              : 'Este pedido se paga en Mercado Pago, no en el modo de prueba.'}
          </Text>
          <Button
            component={Link}
            to={productPath(order)}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Volver al producto
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
