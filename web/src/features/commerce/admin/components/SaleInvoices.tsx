import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconReceiptOff, IconRefresh } from '@tabler/icons-react';
import type { TSale } from '@contract/commerce';
import { CFE_TYPE_LABELS } from '@contract/fiscal';
import { cfeName, INVOICING_MSG, type TCfe } from '@contract/invoicing';
import { CellText } from '@web/components/data-table/DataTable';
import { formatDateTime } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useRetryInvoice } from '../api/retry-invoice';
import { CfePdfButton } from './CfePdfButton';

/**
 * Ventas without CFEs (INVOICING_* not set): nothing is issued by itself, so she knows to
 * issue them elsewhere.
 */
export function InvoicingOffAlert() {
  return (
    <Alert
      color="yellow"
      icon={<IconReceiptOff size={20} aria-hidden />}
      title={INVOICING_MSG.notConfigured}
    >
      <Text size="sm">
        Las ventas no se están facturando automáticamente. Emití los comprobantes desde el portal de
        tu proveedor. Quien administra el sitio la activa con las variables INVOICING_*.
      </Text>
    </Alert>
  );
}

/** The 'Comprobante' of a sale: its CFE and, once refunded, its credit note ('—': none). */
export function SaleInvoices({ sale, subject }: { sale: TSale; subject: string }) {
  if (!sale.comprobante && !sale.notaCredito) return <CellText>{null}</CellText>;
  return (
    <Stack gap={8} align="flex-start">
      {sale.comprobante && <CfeStatus cfe={sale.comprobante} subject={subject} />}
      {sale.notaCredito && <CfeStatus cfe={sale.notaCredito} subject={subject} />}
    </Stack>
  );
}

/**
 * One document: issued, its name and its PDF; pending, why (the provider's words, as text
 * a phone shows too) and 'Reintentar'.
 */
function CfeStatus({ cfe, subject }: { cfe: TCfe; subject: string }) {
  return cfe.estado === 'emitido' ? (
    <IssuedCfe cfe={cfe} />
  ) : (
    <PendingCfe cfe={cfe} subject={subject} />
  );
}

function IssuedCfe({ cfe }: { cfe: TCfe }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {cfeName(cfe)}
      </Text>
      <CfePdfButton cfe={cfe} />
    </Group>
  );
}

function PendingCfe({ cfe, subject }: { cfe: TCfe; subject: string }) {
  const retry = useRetryInvoice();
  const onRetry = () =>
    retry.mutate(cfe._id, {
      onSuccess: ({ message, comprobante }) =>
        comprobante.estado === 'emitido' ? notifySuccess(message) : notifyWarning(message),
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos reintentar el comprobante')),
    });
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {CFE_TYPE_LABELS[cfe.tipo]}
        </Text>
        <Badge color="yellow" variant="light" tt="none" style={{ flexShrink: 0 }}>
          Pendiente
        </Badge>
      </Group>
      {cfe.error && (
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {cfe.error}
        </Text>
      )}
      {cfe.proximoIntento && (
        <Text size="xs" c="gray.7">
          Se vuelve a intentar solo el {formatDateTime(cfe.proximoIntento)}.
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        aria-label={`Reintentar ${CFE_TYPE_LABELS[cfe.tipo]}: ${subject}`}
        loading={retry.isPending}
        onClick={onRetry}
      >
        Reintentar
      </Button>
    </Stack>
  );
}
