import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconCalendarX,
  IconDownload,
  IconReceiptOff,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SALE_LABELS, type TSale } from '@contract/commerce';
import { DataTable, CardFacts, CellText } from '@web/components/data-table/DataTable';
import { DayInput } from '@web/components/DayInput';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { EmptyState } from '@web/components/data-table/ListStates';
import { useConfirmAction } from '@web/components/dialogs/use-confirm-action';
import { formatDateTime, formatNumericDate } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifyWarning } from '@web/lib/notify';
import { useDownloadSalesCsv } from '../api/download-sales-csv';
import { useSales } from '../api/get-sales';
import { useRefundSale } from '../api/refund-sale';
import { saleAmount, saleState, totalsLine } from '../lib/sale-state';
import {
  activeQuickRange,
  QUICK_RANGES,
  quickRange,
  rangeError,
  rangeFromParams,
  todayInMontevideo,
} from '../lib/sales-range';
import { AppointmentTaxRateSection } from './AppointmentTaxRateSection';
import { InvoiceReportSection } from './InvoiceReportSection';
import { PacksSection } from './PacksSection';
import { RefundQuestion } from './RefundQuestion';
import { InvoicingOffAlert, SaleInvoices } from './SaleInvoices';

/**
 * The period lives in the address (?tab=ventas&desde=&hasta=), so a reload keeps it.
 * The inputs keep their own state and the address follows it: two quick edits (Desde,
 * then Hasta) must not read an address the router has not updated yet.
 */
function useRangeParam() {
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState(() => rangeFromParams(params));
  useEffect(() => {
    const next = new URLSearchParams(params);
    for (const key of ['desde', 'hasta'] as const) {
      const value = range[key];
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [range, params, setParams]);
  return { range, setRange };
}

const saleLabel = (s: TSale) => `${s.producto} (${s.userEmail})`;

/** A second payment for something the client already had: hers to give back (DECISIONS §9). */
function RefundDueBadge() {
  return (
    <Badge color="orange" variant="light" tt="none" style={{ flexShrink: 0 }}>
      {SALE_LABELS.refundDue}
    </Badge>
  );
}

function RefundedBadge({ at }: { at: string }) {
  return (
    <Badge color="gray" variant="light" tt="none" style={{ flexShrink: 0 }}>
      Reembolsada {formatNumericDate(at)}
    </Badge>
  );
}

/**
 * Admin panel, tab 'Ventas' (spec §2): every sale of a period with its product, the
 * client's email, amount, platform, transaction number and time (Montevideo); the
 * period's total; the CSV for the accountant; and a full refund of a sale. Issue 34: each
 * sale's CFE and credit note, the month's documents and the Turno Presencial's IVA; her
 * packs of controls.
 */
export function SalesTab({ onRefunded }: { onRefunded?: (sale: TSale) => Promise<unknown> }) {
  const { range, setRange } = useRangeParam();
  const invalid = rangeError(range);
  const today = todayInMontevideo();
  const active = activeQuickRange(range, today);
  const query = useSales(range, !invalid);
  const csv = useDownloadSalesCsv();
  const refund = useConfirmAction<TSale>(useRefundSale(onRefunded), {
    done: 'Venta reembolsada',
    failed: 'No pudimos reembolsar la venta',
  });
  const sales = query.data?.data;

  const download = () =>
    csv.mutate(range, {
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos descargar el CSV')),
    });

  return (
    <Stack gap="md">
      {query.data?.facturacion === false && <InvoicingOffAlert />}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <SimpleGrid cols={2} spacing="sm" w={{ base: '100%', xs: 'auto' }}>
            <DayInput
              label="Desde"
              clearable
              value={range.desde ?? ''}
              onChange={(day) => {
                const desde = day || undefined;
                setRange((r) => ({ ...r, desde }));
              }}
            />
            <DayInput
              label="Hasta"
              clearable
              value={range.hasta ?? ''}
              error={invalid}
              onChange={(day) => {
                const hasta = day || undefined;
                setRange((r) => ({ ...r, hasta }));
              }}
            />
          </SimpleGrid>
          <Button.Group aria-label="Períodos rápidos">
            {QUICK_RANGES.map(({ value, label }) => (
              <Button
                key={value}
                variant={active === value ? 'filled' : 'default'}
                aria-pressed={active === value}
                onClick={() => setRange(quickRange(value, today))}
              >
                {label}
              </Button>
            ))}
          </Button.Group>
        </Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={download}
          loading={csv.isPending}
          disabled={Boolean(invalid) || sales?.length === 0}
        >
          Descargar CSV
        </Button>
      </Group>

      {invalid ? (
        <EmptyState icon={IconCalendarX} title="Revisá el período">
          {invalid}.
        </EmptyState>
      ) : (
        <DataTable
          rows={sales}
          rowKey={(s) => s._id}
          rowLabel={saleLabel}
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          stale={query.isPlaceholderData}
          texts={{
            loading: 'Cargando ventas',
            error: 'No pudimos cargar las ventas',
            empty: 'No hay ventas en este período',
            emptyHint:
              active === 'all'
                ? 'Cada pago confirmado y cada plan asignado aparece acá.'
                : 'Probá con otro período o elegí «Todo».',
          }}
          emptyIcon={IconReceiptOff}
          count={query.data && totalsLine(query.data.total, query.data.data)}
          muted={(s) => Boolean(s.refundedAt)}
          tone={(s) => (saleState(s) === 'refundDue' ? 'orange' : undefined)}
          minWidth={1140}
          actionsWidth={210}
          columns={[
            {
              header: 'Producto',
              cell: (s) => (
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={500}>
                    {s.producto}
                  </Text>
                  {saleState(s) === 'refundDue' && <RefundDueBadge />}
                </Stack>
              ),
            },
            { header: 'Email', cell: (s) => <CellText>{s.userEmail}</CellText> },
            {
              header: 'Monto',
              align: 'right',
              cell: (s) => <CellText nowrap>{saleAmount(s)}</CellText>,
            },
            { header: 'Plataforma', cell: (s) => <CellText nowrap>{s.plataforma}</CellText> },
            { header: 'N° de transacción', cell: (s) => <CellText>{s.payment_id}</CellText> },
            {
              header: 'Fecha y hora',
              cell: (s) => <CellText nowrap>{formatDateTime(s.createdAt)}</CellText>,
            },
            {
              header: 'Comprobante',
              cell: (s) => <SaleInvoices sale={s} subject={saleLabel(s)} />,
            },
          ]}
          card={(s) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600} size="sm" style={{ minWidth: 0 }}>
                  {s.producto}
                </Text>
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {saleAmount(s)}
                </Text>
              </Group>
              {saleState(s) === 'refundDue' && <RefundDueBadge />}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {s.userEmail}
              </Text>
              <CardFacts
                facts={[
                  ['Plataforma', s.plataforma],
                  ['N° de transacción', s.payment_id],
                ]}
              />
              <Text size="xs" c="dimmed">
                {formatDateTime(s.createdAt)}
              </Text>
              {(s.comprobante || s.notaCredito) && <SaleInvoices sale={s} subject={saleLabel(s)} />}
            </Stack>
          )}
          actions={(s) =>
            s.refundedAt ? (
              <RefundedBadge at={s.refundedAt} />
            ) : (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconReceiptRefund size={16} aria-hidden />}
                aria-label={`Reembolsar: ${saleLabel(s)}`}
                onClick={() => refund.ask(s)}
              >
                Reembolsar
              </Button>
            )
          }
        />
      )}

      <ConfirmDialog {...refund.dialog} title="Reembolsar venta" confirmLabel="Reembolsar">
        {(s) => <RefundQuestion sale={s} />}
      </ConfirmDialog>

      {query.data?.facturacion && <InvoiceReportSection />}
      <AppointmentTaxRateSection />
      <PacksSection />
    </Stack>
  );
}
