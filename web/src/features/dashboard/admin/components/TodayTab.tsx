import {
  Alert,
  Anchor,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconCash,
  IconClipboardHeart,
  IconDatabaseExclamation,
  IconMessage,
  IconPackage,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { BACKUP_WARN_AFTER_HOURS } from '@contract/backups';
import type { TDashboard } from '@contract/dashboard';
import { formatMoney, formatNumber } from '@contract/money';
import { PATHS } from '@contract/pages';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import {
  formatDateTime,
  formatDay,
  formatLongDate,
  formatShortDate,
  formatTime,
  fromDateInput,
} from '@web/lib/dates';
import { useDashboard } from '../../api/get-dashboard';
import { MoneyChart } from '../../components/MoneyChart';
import { Nothing, TodayCard } from '../../components/TodayCard';
import { DataRequestsCard } from './DataRequestsCard';
import { InvoicesPendingAlert } from './InvoicesPendingAlert';
import { NewControlsCard } from './NewControlsCard';
import { PlansToBuildCard } from './PlansToBuildCard';
import { TurnoStats } from './TurnoStats';

/**
 * The back office's first tab, 'Hoy' (DECISIONS §9): her day in one request. Each card
 * links to the tab or record that handles it.
 */
export function TodayTab() {
  const today = useDashboard();
  if (today.isPending)
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        aria-busy="true"
        aria-label="Cargando tu día"
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (today.isError)
    return (
      <ErrorAlert
        title="No pudimos cargar tu día"
        message={today.error.message}
        onRetry={() => void today.refetch()}
      />
    );
  return <Today d={today.data} />;
}

function Today({ d }: { d: TDashboard }) {
  const todays = d.appointments.filter((a) => a.day === 'today');
  const tomorrows = d.appointments.filter((a) => a.day === 'tomorrow');
  const owed = [...d.deliveries.overdue, ...d.deliveries.dueSoon];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {formatLongDate(fromDateInput(d.today))}
      </Title>
      <BackupOverdue backup={d.backup} />
      <ReminderFailures failures={d.reminderFailures} />
      <InvoicesPendingAlert count={d.invoicesPending} />
      {/* Full width: each request is a legal deadline with its answer beside it. */}
      <DataRequestsCard requests={d.dataRequests} keptDue={d.keptRecordsDue} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <TodayCard
          id="hoy-turnos"
          icon={IconCalendarEvent}
          title="Turnos de hoy y mañana"
          count={d.appointments.length}
          link={{ to: PATHS.admin('agenda'), label: 'Ir a la agenda' }}
        >
          {d.appointments.length === 0 ? (
            <Nothing>No tenés turnos hoy ni mañana.</Nothing>
          ) : (
            <Stack gap="xs">
              <Appointments label="Hoy" list={todays} />
              <Appointments label="Mañana" list={tomorrows} />
            </Stack>
          )}
          <TurnoStats attendance={d.attendance} waitlist={d.waitlist} />
        </TodayCard>

        <TodayCard
          id="hoy-entregas"
          icon={IconPackage}
          title="Entregas"
          count={owed.length}
          tone={d.deliveries.overdue.length > 0 ? 'red' : 'orange'}
          link={{ to: PATHS.admin('entregas'), label: 'Ir a entregas' }}
        >
          {owed.length === 0 ? (
            <Nothing>Ninguna entrega vencida ni por vencer en dos días hábiles.</Nothing>
          ) : (
            <List size="sm" spacing={4} listStyleType="none">
              {owed.map((o) => (
                <List.Item key={o._id}>
                  <Anchor component={Link} to={PATHS.delivery(o._id)} size="sm">
                    {o.client}
                  </Anchor>{' '}
                  <Text span size="sm" c={o.daysLeft < 0 ? 'red.8' : 'orange.9'} fw={600}>
                    {o.daysLeft < 0
                      ? `venció el ${formatDay(o.dueDate)}`
                      : o.daysLeft === 0
                        ? 'vence hoy'
                        : `vence el ${formatDay(o.dueDate)}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {o.plan}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </TodayCard>

        <PlansToBuildCard plans={d.plansToBuild} />

        <NewControlsCard controls={d.newControls} />

        <TodayCard
          id="hoy-mensajes"
          icon={IconMessage}
          title="Mensajes sin leer"
          count={d.unread.messages}
          tone="orange"
          link={{ to: PATHS.messages(), label: 'Ir a mensajes' }}
        >
          {d.unread.messages === 0 ? (
            <Nothing>Leíste todos los mensajes de tus clientes.</Nothing>
          ) : (
            <Text size="sm">
              {d.unread.conversations === 1
                ? 'En una conversación.'
                : `En ${formatNumber(d.unread.conversations)} conversaciones.`}
            </Text>
          )}
        </TodayCard>

        <TodayCard
          id="hoy-controles"
          icon={IconClipboardHeart}
          title="Controles de esta semana"
          count={d.controlsThisWeek.count}
          link={{ to: PATHS.admin('usuarios'), label: 'Ir a usuarios' }}
        >
          <Clients
            list={d.controlsThisWeek.clients}
            more={d.controlsThisWeek.count}
            empty="Nadie tiene su próximo control esta semana."
            when={(at) => formatShortDate(at)}
          />
        </TodayCard>

        <TodayCard
          id="hoy-nuevos"
          icon={IconUserPlus}
          title="Clientes nuevos esta semana"
          count={d.newClientsThisWeek.count}
          link={{ to: PATHS.admin('usuarios'), label: 'Ir a usuarios' }}
        >
          <Clients
            list={d.newClientsThisWeek.clients}
            more={d.newClientsThisWeek.count}
            empty="Todavía no se registró nadie esta semana."
            when={(at) => formatShortDate(at)}
          />
        </TodayCard>

        <TodayCard
          id="hoy-cobrado"
          icon={IconCash}
          title="Cobrado este mes"
          link={{ to: PATHS.admin('ventas'), label: 'Ir a ventas' }}
        >
          <Stack gap={4}>
            <Text fz={26} fw={700} lh={1.2}>
              {formatMoney(d.money.thisMonth)}
            </Text>
            <Text size="sm" c="dimmed">
              {ventas(d.money.salesThisMonth)} · el mes pasado {formatMoney(d.money.lastMonth)} (
              {ventas(d.money.salesLastMonth)})
            </Text>
            <MoneyChart thisMonth={d.money.thisMonth} lastMonth={d.money.lastMonth} />
            <Text size="xs" c="dimmed">
              Sin asignaciones sin cargo, reembolsos ni pagos por devolver.
            </Text>
          </Stack>
        </TodayCard>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * No backup succeeded lately: until one does, a lost server would take her records with
 * it. The backups page says why the last one failed and makes one now.
 */
function BackupOverdue({ backup }: { backup: TDashboard['backup'] }) {
  if (!backup.overdue) return null;
  return (
    <Alert
      color="orange"
      icon={<IconDatabaseExclamation size={20} aria-hidden />}
      title={`No hay una copia de seguridad de las últimas ${BACKUP_WARN_AFTER_HOURS} horas`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {backup.lastOkAt
            ? `La última se hizo el ${formatDateTime(backup.lastOkAt)}.`
            : 'Nunca se hizo una copia.'}
        </Text>
        <Anchor component={Link} to={PATHS.backups()} size="sm" fw={600}>
          Ir a copias de seguridad
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Reminders that did not go: she may want to tell those clients some other way. */
function ReminderFailures({ failures }: { failures: TDashboard['reminderFailures'] }) {
  if (failures.count === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={
        failures.count === 1
          ? 'Un recordatorio no se pudo enviar'
          : `${formatNumber(failures.count)} recordatorios no se pudieron enviar`
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          Lo volvemos a intentar cada minuto hasta la hora del turno. Si no llega, avisale al
          cliente por otro medio.
        </Text>
        <List size="sm" spacing={4} listStyleType="none">
          {failures.items.map((f) => (
            <List.Item key={f._id}>
              <Text span size="sm" fw={700}>
                {formatDateTime(f.start)}
              </Text>{' '}
              {f.userId ? (
                <Anchor component={Link} to={PATHS.profile(f.userId)} size="sm">
                  {f.client}
                </Anchor>
              ) : (
                <Text span size="sm">
                  {f.client}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {f.error}
              </Text>
            </List.Item>
          ))}
        </List>
        {failures.count > failures.items.length && (
          <Text size="xs" c="dimmed">
            y {formatNumber(failures.count - failures.items.length)} más
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

const ventas = (n: number) => (n === 1 ? '1 venta' : `${formatNumber(n)} ventas`);

function Appointments({ label, list }: { label: string; list: TDashboard['appointments'] }) {
  if (list.length === 0) return null;
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <List size="sm" spacing={4} listStyleType="none">
        {list.map((a) => (
          <List.Item key={a._id}>
            <Group gap={6} wrap="nowrap" align="baseline">
              <Text span size="sm" fw={700}>
                {formatTime(a.start)}
              </Text>
              {a.userId ? (
                <Anchor component={Link} to={PATHS.profile(a.userId)} size="sm" truncate>
                  {a.client}
                </Anchor>
              ) : (
                <Text span size="sm" truncate>
                  {a.client}
                </Text>
              )}
            </Group>
            {a.place && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {a.place}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function Clients({
  list,
  more,
  empty,
  when,
}: {
  list: TDashboard['newClientsThisWeek']['clients'];
  more: number;
  empty: string;
  when: (at: string) => string;
}) {
  if (list.length === 0) return <Nothing>{empty}</Nothing>;
  return (
    <List size="sm" spacing={4} listStyleType="none">
      {list.map((c) => (
        <List.Item key={c._id}>
          <Anchor component={Link} to={PATHS.profile(c._id)} size="sm">
            {c.name}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed">
            {when(c.at)}
          </Text>
        </List.Item>
      ))}
      {more > list.length && (
        <Text size="xs" c="dimmed">
          y {formatNumber(more - list.length)} más
        </Text>
      )}
    </List>
  );
}
