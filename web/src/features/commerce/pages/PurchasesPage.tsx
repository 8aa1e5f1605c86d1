import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye, IconLock, IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TPurchase } from '@contract/commerce';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { DataTable, CardFacts, CellText } from '@web/components/data-table/DataTable';
import { SearchField } from '@web/components/data-table/SearchField';
import { ApiError } from '@web/lib/api';
import { formatDateTime } from '@web/lib/dates';
import { useSession } from '@web/lib/use-session';
import { usePurchases } from '../api/get-purchases';
import { PurchaseDocuments } from '../components/PurchaseDocuments';
import {
  filterPurchases,
  purchaseAction,
  purchaseAmount,
  purchaseCreditsLine,
} from '../lib/purchases';

const transaction = (p: TPurchase) => p.payment_id ?? '—';

/** /auth/mis-compras/:id (spec §2 'Purchases list'): a client's purchases, searchable. */
export default function PurchasesPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const purchases = usePurchases(id);
  const [search, setSearch] = useState('');
  const all = purchases.data;
  const rows = all && filterPurchases(all, search);
  const forbidden = purchases.error instanceof ApiError && purchases.error.status === 403;

  return (
    <PageShell
      title="Mis Compras"
      subtitle="Tus planes, ebooks, recetas, turnos y packs de controles, con sus archivos y comprobantes."
      size="lg"
    >
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-labelledby="purchases-title"
      >
        <Group justify="space-between" align="center" gap="sm" mb="md">
          <Title order={2} size="h4" id="purchases-title">
            Listado Compras
          </Title>
          {all && all.length > 0 && (
            <SearchField
              value={search}
              onChange={setSearch}
              placeholder="Buscar..."
              label="Buscar por producto, plataforma o número de transacción"
            />
          )}
        </Group>
        {forbidden ? (
          <Alert
            color="yellow"
            icon={<IconLock aria-hidden />}
            title="Estas compras son de otra cuenta"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Solo podés ver tus propias compras.</Text>
              {session && (
                <Button
                  component={Link}
                  to={PATHS.purchases(session.user._id)}
                  size="xs"
                  variant="light"
                  color="yellow"
                >
                  Ver Mis Compras
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <DataTable
            rows={rows}
            rowKey={(p) => p._id}
            rowLabel={(p) => `${p.producto}, ${formatDateTime(p.createdAt)}`}
            loading={purchases.isPending}
            error={purchases.error}
            onRetry={() => void purchases.refetch()}
            texts={{
              loading: 'Cargando tus compras',
              error: 'No pudimos cargar tus compras',
              empty: all?.length
                ? 'Ninguna compra coincide con la búsqueda'
                : 'Todavía no compraste nada',
              emptyHint: all?.length ? (
                'Probá con otra palabra o borrá la búsqueda.'
              ) : (
                <>
                  Mirá los{' '}
                  <Anchor component={Link} to={PATHS.onlinePlans()} inherit underline="always">
                    planes a distancia
                  </Anchor>{' '}
                  y los{' '}
                  <Anchor component={Link} to={PATHS.ebooks()} inherit underline="always">
                    ebooks
                  </Anchor>
                  .
                </>
              ),
            }}
            emptyIcon={IconShoppingBag}
            count={
              rows && search.trim() ? `${rows.length} de ${all?.length ?? 0} compras` : undefined
            }
            minWidth={900}
            actionsWidth={170}
            columns={[
              {
                header: 'N° de transacción',
                cell: (p) => (
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {transaction(p)}
                  </Text>
                ),
              },
              {
                header: 'Producto',
                cell: (p) => (
                  <>
                    <CellText>{p.producto}</CellText>
                    <CreditsLine purchase={p} />
                  </>
                ),
              },
              {
                header: 'Monto',
                align: 'right',
                cell: (p) => <CellText nowrap>{purchaseAmount(p)}</CellText>,
              },
              { header: 'Plataforma', cell: (p) => <CellText>{p.plataforma}</CellText> },
              {
                header: 'Fecha',
                cell: (p) => <CellText nowrap>{formatDateTime(p.createdAt)}</CellText>,
              },
              { header: 'Comprobante', cell: (p) => <PurchaseDocuments purchase={p} /> },
            ]}
            card={(p) => (
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {p.producto}
                  </Text>
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {purchaseAmount(p)}
                  </Text>
                </Group>
                <CreditsLine purchase={p} />
                <CardFacts
                  facts={[
                    ['Fecha', formatDateTime(p.createdAt)],
                    ['Plataforma', p.plataforma],
                  ]}
                />
                <CardFacts facts={[['N° de transacción', transaction(p)]]} />
                <PurchaseDocuments purchase={p} />
              </Stack>
            )}
            actions={(p) => <PurchaseActionButton purchase={p} userId={id} />}
          />
        )}
      </Paper>
    </PageShell>
  );
}

/** A turno's or pack's credits under its title (issue 34): what is left and until when. */
function CreditsLine({ purchase }: { purchase: TPurchase }) {
  const line = purchaseCreditsLine(purchase);
  return line ? (
    <Text size="xs" c="gray.7">
      {line}
    </Text>
  ) : null;
}

function PurchaseActionButton({ purchase, userId }: { purchase: TPurchase; userId: string }) {
  const action = purchaseAction(purchase, userId);
  switch (action.kind) {
    case 'refunded':
      return (
        <Badge color="gray" variant="light">
          Reembolsada
        </Badge>
      );
    case 'files':
      return (
        <Button
          component={Link}
          to={action.to}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={`Descargar los archivos de ${purchase.producto}`}
        >
          Descargar
        </Button>
      );
    case 'view':
      return (
        <Button
          component={Link}
          to={action.to}
          size="xs"
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          aria-label={`Ver ${purchase.producto}`}
        >
          Ver
        </Button>
      );
    case 'none':
      return null;
  }
}
