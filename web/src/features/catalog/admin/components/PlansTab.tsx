import { Badge, Box, Group, Select, Stack, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { catalogLabel, catalogOptions, PLAN_TYPES, type TPlan } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { DataTable, CardFacts } from '@web/components/data-table/DataTable';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ListToolbar } from '@web/components/data-table/ListToolbar';
import { RowActions } from '@web/components/data-table/RowActions';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { usePlans } from '../../api/get-plans';
import { useDeletePlan } from '../api/delete-plan';
import { formatPesos } from '@contract/money';
import { contentActions } from '../lib/row-actions';
import { NoFilesBadge } from './NoFilesBadge';
import { NoTaxRateBadge } from './NoTaxRateBadge';

const ALL = 'todos';

const titleOf = (p: TPlan) => p.title || 'Sin título';

function TypeBadge({ plan, size }: { plan: TPlan; size?: 'sm' }) {
  return (
    <Badge size={size} variant="light" color={plan.type === 'ebooks' ? 'grape' : 'green'}>
      {plan.type ? catalogLabel(plan.type) : '—'}
    </Badge>
  );
}

function PremiumBadge({ plan, size = 'xs' }: { plan: TPlan; size?: 'xs' | 'sm' }) {
  return plan.premium ? (
    <Badge size={size} variant="light" color="yellow">
      Premium
    </Badge>
  ) : null;
}

/** '3 · a distancia': how many controls and of which kind. */
function controlsText(plan: TPlan): string {
  const kind =
    plan.typeQueries && plan.typeQueries !== 'no tiene'
      ? ` · ${catalogLabel(plan.typeQueries).replace('Controles ', '')}`
      : '';
  return `${plan.queries}${kind}`;
}

/** Admin panel, tab 'Planes / Ebooks' (spec §2): list, add files, edit, view, delete, 'Nuevo Plan'. */
export function PlansTab() {
  const [type, setType] = useState<string>(ALL);
  const query = usePlans(type === ALL ? undefined : type);
  const remove = useConfirmDelete<TPlan>(useDeletePlan(), {
    done: 'Plan eliminado',
    failed: 'No pudimos eliminar el plan',
    title: 'Eliminar plan',
    nameOf: (p) => p.title || 'este plan',
    consequence: 'También se borran sus imágenes y sus archivos. No se puede deshacer.',
  });
  const plans = query.data;
  const actionsOf = (p: TPlan) =>
    contentActions({
      filesTo: PATHS.productFiles(p._id),
      editTo: PATHS.editPlan(p._id),
      viewTo: PATHS.plan(p._id),
      onDelete: () => remove.ask(p),
    });

  return (
    <Stack gap="md">
      <ListToolbar add={{ label: 'Nuevo Plan', to: PATHS.newPlan() }} align="flex-end">
        <Select
          label="Tipo"
          data={[{ value: ALL, label: 'Todos los tipos' }, ...catalogOptions(PLAN_TYPES)]}
          value={type}
          onChange={(v) => setType(v ?? ALL)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
      </ListToolbar>

      <DataTable
        rows={plans}
        rowKey={(p) => p._id}
        rowLabel={titleOf}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{
          loading: 'Cargando planes',
          error: 'No pudimos cargar los planes',
          empty:
            type === ALL ? 'Todavía no hay planes' : `No hay planes de tipo ${catalogLabel(type)}`,
          emptyHint: 'Creá el primero con «Nuevo Plan».',
        }}
        emptyIcon={IconBook2}
        count={plans && (plans.length === 1 ? '1 plan' : `${plans.length} planes`)}
        minWidth={760}
        columns={[
          {
            header: 'Título',
            cell: (p) => (
              <Group gap={6}>
                <Text size="sm" fw={500}>
                  {titleOf(p)}
                </Text>
                <PremiumBadge plan={p} />
                <NoFilesBadge kind="plan" type={p.type} hasFiles={p.hasFiles} />
                <NoTaxRateBadge iva={p.iva} />
              </Group>
            ),
          },
          {
            header: 'Tipo',
            cell: (p) => <TypeBadge plan={p} />,
          },
          { header: 'Anamnesis', cell: (p) => <Text size="sm">{p.anamnesis || '—'}</Text> },
          {
            header: 'Controles',
            cell: (p) => (
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {controlsText(p)}
              </Text>
            ),
          },
          {
            header: 'Precio',
            align: 'right',
            cell: (p) => (
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(p.costPesos)}
              </Text>
            ),
          },
        ]}
        card={(p) => (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={600} size="sm" style={{ minWidth: 0 }}>
                {titleOf(p)}
              </Text>
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(p.costPesos)}
              </Text>
            </Group>
            <Group gap={6} mt={6}>
              <TypeBadge plan={p} size="sm" />
              <PremiumBadge plan={p} size="sm" />
              <NoFilesBadge kind="plan" type={p.type} hasFiles={p.hasFiles} size="sm" />
              <NoTaxRateBadge iva={p.iva} size="sm" />
            </Group>
            <Box mt={6}>
              <CardFacts
                facts={[
                  ['Anamnesis', p.anamnesis],
                  ['Controles', controlsText(p)],
                ]}
              />
            </Box>
          </>
        )}
        actions={(p) => <RowActions subject={titleOf(p)} actions={actionsOf(p)} />}
      />
      <ConfirmDeleteDialog {...remove.dialog} />
    </Stack>
  );
}
