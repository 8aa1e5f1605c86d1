import { Badge, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TDelivery } from '@contract/deliveries';
import { PATHS } from '@contract/pages';
import { PageShell } from '@web/components/PageShell';
import { CardFacts } from '@web/components/data-table/DataTable';
import { SectionCard } from '@web/components/SectionCard';
import { formatDate, formatDay } from '@web/lib/dates';
import { useDelivery } from '../api/get-delivery';
import { DeliveryFiles } from '../../components/DeliveryFiles';
import { TimingBadge } from '../../components/TimingBadge';
import { DeliverForm } from '../components/DeliverForm';

/**
 * /auth/entrega/:id (admin; issue 11): one client's delivery, with the upload of their
 * personalized plan beside their anamnesis and latest controls. Those come from the
 * clinical feature: the app's route hands them in as `clientRecords`.
 */
export default function DeliveryPage({
  clientRecords,
  mealPlan,
}: {
  clientRecords: (delivery: TDelivery) => ReactNode;
  /** The meal plan built for this delivery, or the button to build it (meal-plans, via the route). */
  mealPlan?: (delivery: TDelivery) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useDelivery(id);
  const d = query.data;

  return (
    <PageShell
      title={d ? d.cliente.name : 'Entrega'}
      meta="Entrega"
      subtitle={d ? `Entrega de «${d.plan}»` : undefined}
      back={{ to: PATHS.admin('entregas'), label: 'Volver a entregas', link: true }}
      size="lg"
      record={{
        loading: query.isPending,
        error: query.error,
        errorTitle: 'No pudimos abrir la entrega',
        fallback: 'Puede que la venta se haya reembolsado o que el enlace esté mal.',
        onRetry: () => void query.refetch(),
      }}
    >
      {d && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Summary delivery={d} />
              {mealPlan && <Group>{mealPlan(d)}</Group>}
              {d.files.length > 0 && (
                <SectionCard title="Archivos entregados">
                  <DeliveryFiles files={d.files} />
                </SectionCard>
              )}
              <DeliverForm key={d._id} delivery={d} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{clientRecords(d)}</Grid.Col>
        </Grid>
      )}
    </PageShell>
  );
}

function Summary({ delivery: d }: { delivery: TDelivery }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Entrega"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" color={d.state === 'Entregado' ? 'green' : 'gray'} tt="none">
            {d.state}
          </Badge>
          {d.state === 'Pendiente' && <TimingBadge delivery={d} />}
        </Group>
        <Text fw={600} size="lg">
          {d.deliveredAt
            ? `Entregado el ${formatDate(d.deliveredAt)}`
            : d.dueDate
              ? `Vence el ${formatDay(d.dueDate)}`
              : 'Sin fecha: falta la anamnesis'}
        </Text>
        <CardFacts
          facts={[
            ['Plan', d.plan],
            ['Email', d.cliente.email],
          ]}
        />
        <CardFacts
          facts={[
            ['Pagado', formatDate(d.paidAt)],
            ['Anamnesis', d.anamnesisAt ? formatDate(d.anamnesisAt) : 'pendiente'],
            ['Vence', d.dueDate ? formatDay(d.dueDate) : '—'],
          ]}
        />
      </Stack>
    </Paper>
  );
}
