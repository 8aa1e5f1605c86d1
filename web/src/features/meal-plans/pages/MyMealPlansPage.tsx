import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconSalad } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { PATHS } from '@contract/pages';
import type { TMealPlanSummary } from '@contract/meal-plans';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { EmptyState, ListSkeleton } from '@web/components/data-table/ListStates';
import { useSession } from '@web/lib/use-session';
import { useMealPlans } from '../api/get-meal-plans';
import { publishedOn, todayInMontevideo } from '../lib/today';

/**
 * /auth/mis-planes-alimentarios/:userId: a client's meal plans. With exactly one, it opens
 * at once (replacing this address, so 'back' does not bounce here); with none, she is
 * told it is on its way. The nutritionist sees the drafts too.
 */
export default function MyMealPlansPage() {
  const session = useSession();
  const { userId = '' } = useParams();
  if (!session) return null;
  return <PlansView userId={userId} viewer={session.user} />;
}

function PlansView({ userId, viewer }: { userId: string; viewer: TUser }) {
  const isSelf = viewer._id === userId;
  const isAdmin = viewer.type === 'admin';
  const query = useMealPlans({ userId });
  const [today] = useState(() => todayInMontevideo());
  // A client is answered only published plans; the nutritionist's drafts are listed after.
  const plans = [...(query.data ?? [])].sort(
    (a, b) =>
      (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') ||
      b.updatedAt.localeCompare(a.updatedAt),
  );
  const shown = isAdmin ? plans : plans.filter((p) => p.version !== null);

  if (query.isSuccess && shown.length === 1)
    return <Navigate to={PATHS.mealPlan(shown[0]!._id)} replace />;

  return (
    <PageShell
      title={isSelf ? 'Mis planes alimentarios' : 'Planes alimentarios'}
      back={{
        to: isSelf ? PATHS.profile() : PATHS.profile(userId),
        label: isSelf ? 'Mi perfil' : 'Perfil del cliente',
        link: true,
      }}
      record={{
        loading: false,
        error: query.isError ? query.error : null,
        errorTitle: 'No pudimos cargar los planes',
        fallback: 'Probá de nuevo en unos segundos.',
        onRetry: () => void query.refetch(),
      }}
    >
      {query.isPending ? (
        <ListSkeleton label="Cargando los planes" />
      ) : shown.length === 0 ? (
        <EmptyState icon={IconSalad} title="Todavía no hay un plan alimentario">
          {isSelf
            ? 'Tu nutricionista está armando tu plan: te avisamos por e-mail cuando esté listo.'
            : 'Cuando se publique un plan para este cliente, va a aparecer acá.'}
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((p) => (
            <PlanRow key={p._id} plan={p} today={today} />
          ))}
        </Stack>
      )}
    </PageShell>
  );
}

function PlanRow({ plan, today }: { plan: TMealPlanSummary; today: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {plan.title}
          </Text>
          <Group gap="xs">
            {plan.version !== null && plan.publishedAt ? (
              <Text size="sm" c="dimmed">
                Versión {plan.version} · publicada el {publishedOn(plan.publishedAt, today)}
              </Text>
            ) : (
              <Badge variant="light" color="gray">
                Borrador
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          component={Link}
          to={PATHS.mealPlan(plan._id)}
          variant="light"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          aria-label={`Ver el plan ${plan.title}`}
        >
          Ver plan
        </Button>
      </Group>
    </Paper>
  );
}
