import { Alert, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceiptOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { TAX_RATE_LABELS } from '@contract/fiscal';
import { cfeName, type TCfeReport } from '@contract/invoicing';
import { formatMoney, formatNumber } from '@contract/money';
import { DataTable, CardFacts, CellText } from '@web/components/data-table/DataTable';
import { ErrorAlert, ListSkeleton } from '@web/components/data-table/ListStates';
import { SectionCard } from '@web/components/SectionCard';
import { formatNumericDate } from '@web/lib/dates';
import { useInvoiceReport } from '../api/get-invoice-report';
import { currentMonth, recentMonths, reportDifferenceCents } from '../lib/invoice-month';
import { CfePdfButton } from './CfePdfButton';

type Line = TCfeReport['comprobantes'][number];

/**
 * 'Comprobantes del mes': what her accountant asks for (issue 34). The month's totals by
 * tax rate of the tickets and invoices and of the credit notes, their net checked against
 * the month's sales, and each document issued.
 */
export function InvoiceReportSection() {
  const [month, setMonth] = useState(currentMonth);
  const months = useMemo(() => recentMonths(currentMonth()), []);
  const query = useInvoiceReport(month);

  return (
    <SectionCard title="Comprobantes del mes">
      <Stack gap="md">
        <Select
          label="Mes"
          data={months}
          value={month}
          onChange={(v) => v && setMonth(v)}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        {query.data ? (
          <Report report={query.data} stale={query.isPlaceholderData} />
        ) : query.isError ? (
          <ErrorAlert
            title="No pudimos cargar los comprobantes del mes"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ListSkeleton label="Cargando los comprobantes del mes" />
        )}
      </Stack>
    </SectionCard>
  );
}

function Report({ report, stale }: { report: TCfeReport; stale: boolean }) {
  return (
    <Stack gap="md" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TaxTotals
          title="e-Tickets y e-Facturas"
          lines={report.ventas}
          empty="Ningún comprobante."
        />
        <TaxTotals
          title="Notas de crédito"
          lines={report.notasCredito}
          empty="Ninguna nota de crédito."
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Amount label="Neto de los comprobantes" value={report.neto} />
        <Amount label="Ventas del mes" value={report.ventasDelMes} />
      </SimpleGrid>
      <Agreement report={report} />
      <Title order={3} size="h6">
        Comprobantes emitidos
      </Title>
      <DataTable
        rows={report.comprobantes}
        rowKey={(c) => c._id}
        rowLabel={cfeName}
        loading={false}
        error={null}
        onRetry={() => undefined}
        texts={{
          loading: 'Cargando comprobantes',
          error: 'No pudimos cargar los comprobantes',
          empty: 'No se emitieron comprobantes este mes',
        }}
        emptyIcon={IconReceiptOff}
        minWidth={640}
        actionsWidth={70}
        columns={[
          {
            header: 'Fecha',
            cell: (c) => <CellText nowrap>{formatNumericDate(c.emitidoAt)}</CellText>,
          },
          { header: 'Comprobante', cell: (c) => <CellText nowrap>{cfeName(c)}</CellText> },
          { header: 'Producto', cell: (c) => <CellText>{c.producto}</CellText> },
          { header: 'Tasa', cell: (c) => <CellText>{TAX_RATE_LABELS[c.iva]}</CellText> },
          {
            header: 'Total',
            align: 'right',
            cell: (c) => <CellText nowrap>{formatMoney(c.total)}</CellText>,
          },
        ]}
        card={(c: Line) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {cfeName(c)}
              </Text>
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(c.total)}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {c.producto}
            </Text>
            <CardFacts
              facts={[
                ['Fecha', formatNumericDate(c.emitidoAt)],
                ['Tasa', TAX_RATE_LABELS[c.iva]],
              ]}
            />
          </Stack>
        )}
        actions={(c) => <CfePdfButton cfe={c} />}
      />
    </Stack>
  );
}

/** One kind of document, a line per tax rate: Tasa, Cantidad, Neto, IVA, Total. */
function TaxTotals({
  title,
  lines,
  empty,
}: {
  title: string;
  lines: TCfeReport['ventas'];
  empty: string;
}) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          {/* On a phone the table scrolls sideways: a keyboard reaches it with Tab, then arrows. */}
          <Table.ScrollContainer
            minWidth={480}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={title}
          >
            <Table verticalSpacing="xs" striped="even" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tasa</Table.Th>
                  <Table.Th ta="right">Cantidad</Table.Th>
                  <Table.Th ta="right">Neto</Table.Th>
                  <Table.Th ta="right">IVA</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((l) => (
                  <Table.Tr key={l.iva}>
                    <Table.Td>{TAX_RATE_LABELS[l.iva]}</Table.Td>
                    <Table.Td ta="right">{formatNumber(l.cantidad)}</Table.Td>
                    <Money value={l.neto} />
                    <Money value={l.impuesto} />
                    <Money value={l.total} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}

function Money({ value }: { value: string }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Table.Td>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {formatMoney(value)}
      </Text>
    </div>
  );
}

/**
 * Whether the documents add up to the month's sales: they must, once nothing waits for
 * the provider. Otherwise, by how much and how many wait.
 */
function Agreement({ report }: { report: TCfeReport }) {
  const diff = reportDifferenceCents(report);
  const pending = report.pendientes;
  if (diff === 0 && pending === 0)
    return (
      <Group gap={6} c="green.8">
        <IconCircleCheck size={20} aria-hidden />
        <Text size="sm" fw={600}>
          Coincide con las ventas del mes
        </Text>
      </Group>
    );
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title="Todavía no coincide con las ventas del mes"
    >
      <Stack gap={4}>
        {diff !== 0 && (
          <Text size="sm">
            Los comprobantes suman {formatMoney(Math.abs(diff) / 100)} {diff > 0 ? 'más' : 'menos'}{' '}
            que las ventas.
          </Text>
        )}
        {pending > 0 && (
          <Text size="sm">
            {pending === 1
              ? '1 comprobante sin emitir: cuando se emita, entra en este resumen.'
              : `${formatNumber(pending)} comprobantes sin emitir: cuando se emitan, entran en este resumen.`}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
