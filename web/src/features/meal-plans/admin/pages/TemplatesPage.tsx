import { Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTemplate, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TMealPlanSummary } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { CardFacts, CellText, DataTable } from '@web/components/data-table/DataTable';
import { RowActions } from '@web/components/data-table/RowActions';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { formatShortDate } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useCreateMealPlan } from '../../api/create-meal-plan';
import { useDeleteMealPlan } from '../../api/delete-meal-plan';
import { useMealPlans } from '../../api/get-meal-plans';

/**
 * /auth/plantillas-de-planes (admin): the meal-plan templates she starts each client's
 * plan from. Open one in the builder, start a new one, delete one.
 */
export default function TemplatesPage() {
  const navigate = useNavigate();
  const query = useMealPlans({ plantillas: true });
  const create = useCreateMealPlan();
  const remove = useConfirmDelete<TMealPlanSummary>(useDeleteMealPlan(), {
    done: 'Plantilla eliminada',
    failed: 'No pudimos eliminar la plantilla',
    title: 'Eliminar plantilla',
    nameOf: (t) => t.title,
    consequence: 'Los planes que ya armaste a partir de ella no cambian.',
  });
  const rows = query.data;

  const newTemplate = () =>
    create.mutate(
      { template: true, title: 'Nueva plantilla' },
      {
        onSuccess: ({ message, plan }) => {
          notifySuccess(message);
          void navigate(PATHS.mealPlanBuilder(plan._id));
        },
        onError: (err) =>
          notifyWarning(errorMessage(err, 'No pudimos crear la plantilla. Probá de nuevo.')),
      },
    );

  const actions = (t: TMealPlanSummary) => (
    <RowActions
      subject={t.title}
      actions={[
        { label: 'Abrir', icon: IconPencil, color: 'green', to: PATHS.mealPlanBuilder(t._id) },
        { label: 'Eliminar', icon: IconTrash, color: 'red', onClick: () => remove.ask(t) },
      ]}
    />
  );

  return (
    <PageShell
      title="Plantillas de planes"
      subtitle="Días y comidas que usás para empezar el plan de cada cliente."
      back={{ to: PATHS.admin(), label: 'Administración', link: true }}
      aside={
        <Button
          onClick={newTemplate}
          loading={create.isPending}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Nueva plantilla
        </Button>
      }
    >
      <Stack gap="md">
        <DataTable
          rows={rows}
          rowKey={(t) => t._id}
          rowLabel={(t) => t.title}
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          texts={{
            loading: 'Cargando plantillas',
            error: 'No pudimos cargar las plantillas',
            empty: 'Todavía no hay plantillas',
            emptyHint:
              'Creá una con «Nueva plantilla», o desde el armador de un plan con «Guardar como plantilla».',
          }}
          emptyIcon={IconTemplate}
          count={rows && (rows.length === 1 ? '1 plantilla' : `${rows.length} plantillas`)}
          actionsWidth={110}
          columns={[
            { header: 'Título', cell: (t) => <CellText>{t.title}</CellText> },
            {
              header: 'Actualizada',
              cell: (t) => <CellText nowrap>{formatShortDate(t.updatedAt)}</CellText>,
              width: 160,
            },
          ]}
          card={(t) => (
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t.title}
              </Text>
              <CardFacts facts={[['Actualizada', formatShortDate(t.updatedAt)]]} />
            </Stack>
          )}
          actions={actions}
        />
      </Stack>
      <ConfirmDeleteDialog {...remove.dialog} />
    </PageShell>
  );
}
