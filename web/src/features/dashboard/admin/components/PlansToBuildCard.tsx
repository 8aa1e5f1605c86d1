import { Anchor, Group, List, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TDashboard, TDashboardPlanToBuild } from '@contract/dashboard';
import { DELIVERY_WARNING_DAYS } from '@contract/deliveries';
import { formatNumber } from '@contract/money';
import { PATHS } from '@contract/pages';
import { formatDay } from '@web/lib/dates';
import { Nothing, TodayCard } from '../../components/TodayCard';

const businessDays = (n: number) => (n === 1 ? '1 día hábil' : `${formatNumber(n)} días hábiles`);

/** When it is due, and how many business days are left (or late). */
function dueText(p: TDashboardPlanToBuild): string {
  if (p.daysLeft < 0)
    return `venció el ${formatDay(p.dueDate)} (${businessDays(-p.daysLeft)} de atraso)`;
  if (p.daysLeft === 0) return `vence hoy, ${formatDay(p.dueDate)}`;
  return `vence el ${formatDay(p.dueDate)} (faltan ${businessDays(p.daysLeft)})`;
}

/**
 * 'Planes para armar' (issue 30): every client who did the anamnesis and whose
 * personalized plan is still owed, soonest due first, each with the way into the
 * meal-plan builder (the plan she began for that delivery, or a new one).
 */
export function PlansToBuildCard({ plans }: { plans: TDashboard['plansToBuild'] }) {
  const tone = plans.items.some((p) => p.daysLeft < 0)
    ? 'red'
    : plans.items.some((p) => p.daysLeft <= DELIVERY_WARNING_DAYS)
      ? 'orange'
      : 'green';
  return (
    <TodayCard
      id="hoy-planes"
      icon={IconToolsKitchen2}
      title="Planes para armar"
      count={plans.count}
      tone={tone}
      link={{ to: PATHS.admin('entregas'), label: 'Ir a entregas' }}
    >
      {plans.items.length === 0 ? (
        <Nothing>No hay planes personalizados pendientes con la anamnesis completa.</Nothing>
      ) : (
        <List size="sm" spacing={6} listStyleType="none">
          {plans.items.map((p) => (
            <List.Item key={p._id}>
              <Group gap={6} wrap="nowrap" justify="space-between" align="baseline">
                <Anchor component={Link} to={PATHS.profile(p.userId)} size="sm" truncate>
                  {p.client}
                </Anchor>
                <Anchor
                  component={Link}
                  to={
                    p.mealPlanId
                      ? PATHS.mealPlanBuilder(p.mealPlanId)
                      : PATHS.newMealPlan(p.userId, p._id)
                  }
                  size="sm"
                  fw={600}
                  style={{ whiteSpace: 'nowrap' }}
                  // The visible words first, then whose (axe: label-content-name-mismatch).
                  aria-label={`${p.mealPlanId ? 'Seguir armando' : 'Armar plan'}: ${p.client}`}
                >
                  {p.mealPlanId ? 'Seguir armando' : 'Armar plan'}
                </Anchor>
              </Group>
              <Text
                size="xs"
                fw={600}
                c={
                  p.daysLeft < 0
                    ? 'red.8'
                    : p.daysLeft <= DELIVERY_WARNING_DAYS
                      ? 'orange.9'
                      : 'dimmed'
                }
              >
                {dueText(p)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {p.plan} · {p.email}
              </Text>
            </List.Item>
          ))}
          {plans.count > plans.items.length && (
            <Text size="xs" c="dimmed">
              y {formatNumber(plans.count - plans.items.length)} más
            </Text>
          )}
        </List>
      )}
    </TodayCard>
  );
}
