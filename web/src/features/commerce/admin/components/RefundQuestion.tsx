import { List, Stack, Text } from '@mantine/core';
import { PLATFORMS, type TSale } from '@contract/commerce';
import { cfeName } from '@contract/invoicing';
import { formatMoney } from '@contract/money';
import { saleState } from '../lib/sale-state';

/** What a refund does, said before it is done: it cannot be undone. */
export function RefundQuestion({ sale }: { sale: TSale }) {
  const manual = sale.plataforma === PLATFORMS.manual;
  const due = saleState(sale) === 'refundDue';
  return (
    <Stack gap="xs">
      <Text>
        ¿Seguro que querés reembolsar <strong>{sale.producto}</strong> a{' '}
        <strong style={{ overflowWrap: 'anywhere' }}>{sale.userEmail}</strong>?
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {manual
            ? 'Es una asignación manual: no hay pago que devolver.'
            : `Se devuelve el monto completo (${formatMoney(sale.monto)}) a través de Mercado Pago.`}
        </List.Item>
        <List.Item>
          {due
            ? 'Es un segundo pago de algo que ya tenía: conserva su compra anterior.'
            : 'El cliente pierde el acceso al producto.'}
        </List.Item>
        {sale.comprobante && (
          <List.Item>
            Se emite la nota de crédito de su comprobante ({cfeName(sale.comprobante)}).
          </List.Item>
        )}
        <List.Item>Le llega un e-mail avisándole del reembolso.</List.Item>
      </List>
      <Text size="sm" fw={600} c="red.8">
        No se puede deshacer.
      </Text>
    </Stack>
  );
}
