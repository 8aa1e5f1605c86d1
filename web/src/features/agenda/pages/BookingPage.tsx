import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TCalendarEvent, TUpcomingAppointment } from '@contract/agenda';
import { PATHS } from '@contract/pages';
import { cancelPolicySentence } from '@contract/practice';
import { fromMontevideoClock } from '@web/lib/dates';
import { usePractice } from '@web/lib/get-practice';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';
import { AppointmentPanel } from '../components/AppointmentPanel';
import { BookingCredits, type Credits } from '../components/BookingCredits';
import { BookDialog, type Slot } from '../components/BookDialog';
import { CalendarSlot } from '../components/CalendarSlot';
import { EventDialog } from '../components/EventDialog';
import { RescheduleDialog, type Reschedule } from '../components/RescheduleDialog';
import { WaitlistCard } from '../components/WaitlistCard';
import { WhatsAppButton } from '../components/WhatsAppButton';

interface Props {
  /** Whose page the address names (/auth/agendar-control/{idUsuario}). */
  userId: string;
  /** The client's paid turnos not yet booked, from the shop. */
  credits: Credits;
  /** The state of the order the checkout returned with (`?pedido=`). */
  orderStatus: ReactNode;
  /** A booking used a turno, or a cancellation gave one back. */
  onCreditsChanged: () => void;
}

/**
 * /auth/agendar-control/{idUsuario} (spec §2 appointment page): 'Selecciona un día y
 * una hora en el calendario'; a free hour opens the booking dialog. Without a paid
 * turno to use, the page says so and links to the Turnos page to pay one. The client's
 * own appointments open to be cancelled (up to her policy's hours before). Opened on one of them
 * (`?turno={id}`: its e-mails' links, the profile), it offers 'Cambiar horario' (a free
 * hour on the calendar, confirmed in a dialog) and 'Cancelar turno' while allowed. When
 * her next two weeks are full, the client may join the waiting list (issue 34); a slot
 * offered to them shows here too.
 */
export default function BookingPage({ userId, credits, orderStatus, onCreditsChanged }: Props) {
  usePageMeta('Agendar turno presencial');
  const session = useSession();
  const practice = usePractice().data;
  const policy = practice ? cancelPolicySentence(practice) : '';
  const [slot, setSlot] = useState<Slot | null>(null);
  const [own, setOwn] = useState<TCalendarEvent | null>(null);
  const [lastBooked, setLastBooked] = useState<string | null>(null);
  const turno = useSearchParams()[0].get('turno');
  // The appointment being moved while the client picks its new hour, then the choice.
  const [moving, setMoving] = useState<TUpcomingAppointment | null>(null);
  const [change, setChange] = useState<Reschedule | null>(null);
  const [lastMoved, setLastMoved] = useState<string | null>(null);
  // The router's guard has checked the session; a sign-out while here leaves the page.
  if (!session) return null;
  const me = session.user;

  const notMine =
    me.type === 'admin' ? (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        Para agendar un turno a un cliente usá la{' '}
        <Link to={PATHS.admin('agenda')}>Agenda de Administración</Link>.
      </Alert>
    ) : me._id !== userId ? (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
        Esta página es para agendar tus propios turnos.{' '}
        <Link to={PATHS.scheduleControl(me._id)}>Ir a la mía</Link>
      </Alert>
    ) : null;

  const count = credits.count ?? 0;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Agendar turno presencial
          </Title>
          <Text c="dimmed">
            Consulta presencial en los horarios libres del calendario (hora de Uruguay).
          </Text>
          {policy && <Text size="sm">{policy}</Text>}
        </div>
        {orderStatus}
        {turno && !notMine && (
          <AppointmentPanel
            userId={userId}
            eventId={turno}
            changing={moving !== null}
            onChange={(a) => {
              setMoving(a);
              setLastMoved(null);
            }}
            onCancelled={onCreditsChanged}
          />
        )}
        {lastMoved && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={`Turno cambiado a: ${lastMoved}`}
            role="status"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Les enviamos un email con el nuevo horario a vos y a la nutricionista.
              </Text>
              <WhatsAppButton range={lastMoved} />
            </Stack>
          </Alert>
        )}
        {lastBooked && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={`Control agendado para: ${lastBooked}`}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Te enviamos un email con los datos del turno. {policy}</Text>
              <WhatsAppButton range={lastBooked} />
            </Stack>
          </Alert>
        )}
        {notMine ?? (
          <>
            <BookingCredits credits={credits} booked={lastBooked !== null} />
            <WaitlistCard userId={userId} />
          </>
        )}
        <CalendarSlot
          withFreeSlots={!notMine && (count > 0 || moving !== null)}
          onSelectItem={(item) => {
            if (item.kind === 'free' && moving)
              setChange({
                id: moving._id,
                before: { start: moving.start, end: moving.end },
                after: {
                  start: fromMontevideoClock(item.start).toISOString(),
                  end: fromMontevideoClock(item.end).toISOString(),
                },
              });
            else if (item.kind === 'free')
              setSlot({
                start: fromMontevideoClock(item.start),
                end: fromMontevideoClock(item.end),
              });
            else setOwn(item.event);
          }}
        />
      </Stack>
      <BookDialog
        slot={slot}
        email={me.email}
        onClose={() => setSlot(null)}
        onBooked={(range) => {
          setLastBooked(range);
          onCreditsChanged();
        }}
      />
      <RescheduleDialog
        change={change}
        onClose={() => setChange(null)}
        onMoved={(range) => {
          setMoving(null);
          setLastMoved(range);
        }}
      />
      <EventDialog
        event={own}
        onClose={() => setOwn(null)}
        onCancelled={() => {
          setLastBooked(null);
          onCreditsChanged();
        }}
      />
    </Container>
  );
}
