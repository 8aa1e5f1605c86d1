import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber } from '@contract/money';
import { PATHS } from '@contract/pages';

/** '2 comprobantes sin emitir': the title of the alert, one or many. */
export const invoicesPendingTitle = (count: number) =>
  count === 1 ? '1 comprobante sin emitir' : `${formatNumber(count)} comprobantes sin emitir`;

/**
 * CFEs the provider has not issued yet (issue 34): each sale waits for its document. Ventas
 * says why for each one and retries it.
 */
export function InvoicesPendingAlert({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconReceiptTax size={20} aria-hidden />}
      title={invoicesPendingTitle(count)}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {count === 1
            ? 'Una venta espera su comprobante. En Ventas ves por qué y podés reintentarlo.'
            : 'Hay ventas que esperan su comprobante. En Ventas ves por qué y podés reintentarlos.'}
        </Text>
        <Anchor component={Link} to={PATHS.admin('ventas')} size="sm" fw={600}>
          Ir a ventas
        </Anchor>
      </Stack>
    </Alert>
  );
}
