import { Alert, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconClipboardHeart,
  IconClockHour4,
  IconPackage,
  IconCircleCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { DELIVERY_MSG, type TDelivery } from '@contract/deliveries';
import { PATHS } from '@contract/pages';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { SectionCard } from '@web/components/SectionCard';
import { formatDate, formatDay } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { useSession } from '@web/lib/use-session';
import { useDeliveries } from '../api/get-deliveries';
import { DeliveryFiles } from './DeliveryFiles';
import { TimingBadge } from './TimingBadge';

/**
 * Where a client's personalized plan stands (issue 11): the date it will be ready by,
 * what is missing before the clock starts, or the delivered files. Shown on the
 * purchased-plan page (one plan) and the profile (every plan); nothing when no delivery
 * is owed. The admin sees the same on a client's pages, with the link to deliver.
 */
export function DeliveryStatus({
  userId,
  planId,
  email,
}: {
  userId: string;
  /** Only this plan's deliveries (the purchased-plan page). */
  planId?: string;
  /** Narrows the admin's list to this client (a client always gets only their own). */
  email?: string;
}) {
  const me = useSession()?.user;
  const query = useDeliveries({ q: email });
  const owed = (query.data ?? []).filter(
    (d) => d.userId === userId && (planId === undefined || d.planId === planId),
  );

  if (!me) return null;
  // On the plan page a delivery is expected: say when it cannot be read. Elsewhere stay quiet.
  if (query.isError && !query.data)
    return planId ? (
      <ErrorAlert
        title="No pudimos ver el estado de tu plan"
        message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
        onRetry={() => void query.refetch()}
      />
    ) : null;

  const isAdmin = me.type === 'admin' && me._id !== userId;
  return owed.map((d) => (
    <SectionCard
      key={d._id}
      title={
        isAdmin
          ? `Entrega: ${d.plan}`
          : d.state === 'Entregado'
            ? 'Tu plan personalizado está listo'
            : 'Tu plan personalizado'
      }
    >
      {isAdmin ? <AdminView delivery={d} /> : <ClientView delivery={d} showPlan={!planId} />}
    </SectionCard>
  ));
}

function ClientView({ delivery: d, showPlan }: { delivery: TDelivery; showPlan: boolean }) {
  const plan = showPlan && (
    <Text size="sm" c="dimmed">
      {d.plan}
    </Text>
  );
  if (d.state === 'Entregado')
    return (
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" variant="light" radius="xl" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <div>
            {plan}
            <Text size="sm">Entregado el {formatDate(d.deliveredAt ?? '')}</Text>
          </div>
        </Group>
        {d.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {d.notes}
          </Text>
        )}
        <DeliveryFiles files={d.files} />
      </Stack>
    );
  if (d.missing === 'anamnesis')
    return (
      <Alert color="yellow" variant="light" icon={<IconClipboardHeart aria-hidden />} p="sm">
        <Stack gap="xs" align="flex-start">
          {plan}
          <Text size="sm">{DELIVERY_MSG.missingAnamnesis}</Text>
          <Button
            component={Link}
            to={PATHS.anamnesisFor(d.planAnamnesis, d.userId)}
            size="xs"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            Completar la anamnesis
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" aria-hidden>
        <IconClockHour4 size={18} />
      </ThemeIcon>
      <div>
        {plan}
        <Text fw={600}>Tu plan estará listo a más tardar el {formatDay(d.dueDate ?? '')}</Text>
        <Text size="sm" c="dimmed">
          Lo estamos preparando con tu anamnesis. Te avisamos por e-mail cuando esté listo.
        </Text>
      </div>
    </Group>
  );
}

function AdminView({ delivery: d }: { delivery: TDelivery }) {
  return (
    <Stack gap="xs" align="flex-start">
      <TimingBadge delivery={d} />
      <Text size="sm">
        {d.state === 'Entregado'
          ? `Entregado el ${formatDate(d.deliveredAt ?? '')}`
          : d.dueDate
            ? `Vence el ${formatDay(d.dueDate)}`
            : 'El plazo empieza cuando complete la anamnesis.'}
      </Text>
      <Button
        component={Link}
        to={PATHS.delivery(d._id)}
        size="xs"
        variant="light"
        leftSection={<IconPackage size={16} aria-hidden />}
      >
        {d.state === 'Entregado' ? 'Ver entrega' : 'Entregar plan'}
      </Button>
    </Stack>
  );
}
