import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TDashboard } from '@contract/dashboard';
import { formatCount } from '@contract/numbers';
import { PATHS } from '@contract/pages';
import { LEGAL_ANSWER_BUSINESS_DAYS, type TPendingDataRequest } from '@contract/privacy';
import { formatDay } from '@web/lib/dates';
import { TodayCard } from '../../components/TodayCard';
import { AnswerDataRequestDialog } from './AnswerDataRequestDialog';

const businessDays = (n: number) => formatCount(n, 'día hábil', 'días hábiles');

/** When she must answer by, and how many business days are left (or late). */
function dueText(r: TPendingDataRequest): string {
  if (r.daysLeft < 0)
    return `venció el ${formatDay(r.dueDay)} (${businessDays(-r.daysLeft)} de atraso)`;
  if (r.daysLeft === 0) return `vence hoy, ${formatDay(r.dueDay)}`;
  return `vence el ${formatDay(r.dueDay)} (faltan ${businessDays(r.daysLeft)})`;
}

const KIND = { baja: 'Baja', correccion: 'Corrección' } as const;
const ACTION = { baja: 'Eliminar la cuenta', correccion: 'Marcar como corregido' } as const;

/** 'N historias clínicas cumplieron su plazo de conservación', or nothing. */
function keptDueText(n: number): string {
  return n === 1
    ? '1 historia clínica conservada cumplió su plazo de conservación: ya la podés eliminar.'
    : `${formatCount(n, 'historia clínica conservada', 'historias clínicas conservadas')} cumplieron su plazo de conservación: ya las podés eliminar.`;
}

/**
 * 'Pedidos sobre datos personales' (issue 33, Ley 18.331): every client's request still
 * unanswered, the one due soonest first, each a legal deadline; she answers each here; and
 * the kept clinical records whose keeping period ended. Shown only while there is one.
 */
export function DataRequestsCard({
  requests,
  keptDue,
}: {
  requests: TDashboard['dataRequests'];
  keptDue: TDashboard['keptRecordsDue'];
}) {
  const [answering, setAnswering] = useState<TPendingDataRequest | null>(null);
  if (requests.length === 0 && keptDue === 0) return null;
  return (
    <TodayCard
      id="hoy-pedidos-datos"
      icon={IconShieldLock}
      title="Pedidos sobre datos personales"
      count={requests.length}
      tone={requests.some((r) => r.daysLeft < 0) ? 'red' : 'orange'}
      link={{ to: PATHS.keptRecords(), label: 'Ver historias clínicas conservadas' }}
    >
      {keptDue > 0 && (
        <Text size="sm" fw={600} c="orange.9" mb="sm">
          {keptDueText(keptDue)}
        </Text>
      )}
      <Text size="xs" c="dimmed" mb="sm">
        {requests.length > 0
          ? `La ley da ${LEGAL_ANSWER_BUSINESS_DAYS} días hábiles para responder cada pedido.`
          : 'No hay pedidos sin responder.'}
      </Text>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {requests.map((r) => (
          <Paper key={r._id} component="li" withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
              <Anchor component={Link} to={PATHS.profile(r.userId)} size="sm" fw={600} truncate>
                {r.name}
              </Anchor>
              <Badge variant="light" color={r.kind === 'baja' ? 'red' : 'blue'} size="sm">
                {KIND[r.kind]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Text>
            <Text
              size="sm"
              mt={6}
              style={{ overflowWrap: 'anywhere' }}
              c={r.detail ? undefined : 'dimmed'}
            >
              {r.detail ? `«${r.detail}»` : 'Sin comentarios.'}
            </Text>
            <Text size="xs" fw={600} mt={6} c={r.daysLeft < 0 ? 'red.8' : 'orange.9'}>
              {dueText(r)}
            </Text>
            <Button
              size="xs"
              mt="sm"
              variant="light"
              color={r.kind === 'baja' ? 'red' : 'green'}
              onClick={() => setAnswering(r)}
              // The visible words first, then whose (axe: label-content-name-mismatch).
              aria-label={`${ACTION[r.kind]}: ${r.name}`}
            >
              {ACTION[r.kind]}
            </Button>
          </Paper>
        ))}
      </SimpleGrid>
      <AnswerDataRequestDialog request={answering} onClose={() => setAnswering(null)} />
    </TodayCard>
  );
}
