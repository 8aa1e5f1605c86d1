import { Badge, Button, Card, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconBook2, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLAN_TYPES, type TPlan } from '@contract/catalog';
import { usePlans } from '../../api/get-plans';
import { useDeletePlan } from '../api/delete-plan';
import { formatPesos } from '../lib/format';
import { errorMessage } from '../lib/save-errors';
import { useConfirmDelete } from '../lib/use-confirm-delete';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { EmptyState, ListError, ListSkeleton } from './ListStates';
import { RowActions } from './RowActions';

const ALL = 'todos';

const links = (p: TPlan) => ({
  filesTo: `/auth/producto/${p._id}/`,
  editTo: `/auth/plan/${p._id}/`,
  viewTo: `/auth/planes/${p._id}/`,
});

function Controls({ plan }: { plan: TPlan }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {plan.queries}
      {plan.typeQueries && plan.typeQueries !== 'no tiene' && (
        <Text span size="xs" c="dimmed">
          {' · '}
          {plan.typeQueries.replace('Controles ', '')}
        </Text>
      )}
    </Text>
  );
}

/** Admin panel, tab 'Planes / Ebooks' (spec §2): list, add files, edit, view, delete, 'Nuevo Plan'. */
export function PlansTab() {
  const [type, setType] = useState<string>(ALL);
  const query = usePlans(type === ALL ? undefined : type);
  const remove = useConfirmDelete<TPlan>(useDeletePlan(), {
    done: 'Plan eliminado',
    failed: 'No pudimos eliminar el plan',
  });
  const plans = query.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Select
          label="Tipo"
          data={[{ value: ALL, label: 'Todos los tipos' }, ...PLAN_TYPES]}
          value={type}
          onChange={(v) => setType(v ?? ALL)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          component={Link}
          to="/auth/nuevo-plan"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Nuevo Plan
        </Button>
      </Group>

      {query.isError && !query.data ? (
        <ListError
          title="No pudimos cargar los planes"
          message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <ListSkeleton label="Cargando planes" />
      ) : plans.length === 0 ? (
        <EmptyState
          icon={IconBook2}
          title={type === ALL ? 'Todavía no hay planes' : `No hay planes de tipo ${type}`}
        >
          Creá el primero con «Nuevo Plan».
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plans.length === 1 ? '1 plan' : `${plans.length} planes`}
          </Text>

          <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={760} type="native">
              <Table verticalSpacing="sm" highlightOnHover striped="even">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Título</Table.Th>
                    <Table.Th>Tipo</Table.Th>
                    <Table.Th>Anamnesis</Table.Th>
                    <Table.Th>Controles</Table.Th>
                    <Table.Th ta="right">Precio</Table.Th>
                    <Table.Th w={190}>Acciones</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plans.map((p) => (
                    <Table.Tr key={p._id}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={500} id={`plan-t-${p._id}`}>
                            {p.title || 'Sin título'}
                          </Text>
                          {p.premium && (
                            <Badge size="xs" variant="light" color="yellow">
                              Premium
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={p.type === 'ebooks' ? 'grape' : 'green'}>
                          {p.type || '—'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{p.anamnesis || '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Controls plan={p} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                          {formatPesos(p.costPesos)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          {...links(p)}
                          describedBy={`plan-t-${p._id}`}
                          onDelete={() => remove.ask(p)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>

          <Stack gap="sm" hiddenFrom="sm">
            {plans.map((p) => (
              <Card
                key={p._id}
                withBorder
                radius="md"
                padding="sm"
                component="article"
                aria-labelledby={`plan-c-${p._id}`}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600} size="sm" id={`plan-c-${p._id}`} style={{ minWidth: 0 }}>
                    {p.title || 'Sin título'}
                  </Text>
                  <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatPesos(p.costPesos)}
                  </Text>
                </Group>
                <Group gap={6} mt={6}>
                  <Badge size="sm" variant="light" color={p.type === 'ebooks' ? 'grape' : 'green'}>
                    {p.type || '—'}
                  </Badge>
                  {p.premium && (
                    <Badge size="sm" variant="light" color="yellow">
                      Premium
                    </Badge>
                  )}
                </Group>
                <Text size="xs" mt={6}>
                  <Text span c="dimmed" size="xs">
                    Anamnesis:{' '}
                  </Text>
                  {p.anamnesis || '—'}
                  <Text span c="dimmed" size="xs">
                    {' · '}Controles:{' '}
                  </Text>
                  {p.queries}
                  {p.typeQueries && p.typeQueries !== 'no tiene'
                    ? ` (${p.typeQueries.replace('Controles ', '').toLowerCase()})`
                    : ''}
                </Text>
                <Group justify="flex-end" mt={4}>
                  <RowActions
                    {...links(p)}
                    describedBy={`plan-c-${p._id}`}
                    onDelete={() => remove.ask(p)}
                  />
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}

      <ConfirmDeleteModal
        name={remove.deleting ? remove.deleting.title || 'este plan' : null}
        title="Eliminar plan"
        consequence="También se borran sus imágenes y sus archivos. No se puede deshacer."
        loading={remove.pending}
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </Stack>
  );
}
