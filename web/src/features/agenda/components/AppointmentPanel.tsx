import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconClockEdit, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { TUpcomingAppointment } from '@contract/agenda';
import { AGENDA_MSG, APPOINTMENT_LINKS, appointmentRange } from '@contract/agenda-slots';
import { DEFAULT_CANCEL_POLICY, tooLateText } from '@contract/practice';
import { errorMessage } from '@web/lib/errors';
import { usePractice } from '@web/lib/get-practice';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useCancelEvent } from '../api/cancel-event';
import { useUpcomingAppointments } from '../api/get-upcoming-appointments';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { WhatsAppButton } from './WhatsAppButton';

interface Props {
  userId: string;
  /** The appointment the address names (`?turno=`). */
  eventId: string;
  /** Choosing a new time on the calendar below. */
  changing: boolean;
  onChange: (appointment: TUpcomingAppointment | null) => void;
  /** Cancelled: the paid turno is the client's again. */
  onCancelled: () => void;
}

const rangeOf = (a: { start: string; end: string }) =>
  appointmentRange(new Date(a.start), new Date(a.end));

/**
 * The booking page opened on one appointment (the links of its e-mails, the profile's
 * 'Cambiar horario'): its time, and while the client may (before her policy's hours)
 * 'Cambiar horario' (then a free hour on the calendar) and 'Cancelar turno'; later, to
 * write to her, with the WhatsApp chat when there is one.
 */
export function AppointmentPanel({ userId, eventId, changing, onChange, onCancelled }: Props) {
  const query = useUpcomingAppointments(userId);
  const policy = usePractice().data ?? DEFAULT_CANCEL_POLICY;
  const cancel = useCancelEvent();
  const [asking, setAsking] = useState<TUpcomingAppointment | null>(null);

  if (query.isPending) return <Skeleton height={96} radius="md" aria-label="Cargando tu turno" />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(query.error, 'No pudimos ver tu turno. Probá recargar la página.')}
      </Alert>
    );
  const appointment = query.data.appointments.find((a) => a._id === eventId);
  if (!appointment)
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {`${AGENDA_MSG.notFound}: puede que ya haya pasado o que esté cancelado.`}
      </Alert>
    );

  const range = rangeOf(appointment);
  const confirmCancel = () =>
    cancel.mutate(appointment._id, {
      onSuccess: ({ msg }) => {
        notifySuccess(msg);
        setAsking(null);
        onChange(null);
        onCancelled();
      },
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos cancelar el turno.')),
    });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Tu turno">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Text size="sm" c="dimmed">
              Tu turno (hora de Montevideo)
            </Text>
            <Text fw={700}>{range.charAt(0).toUpperCase() + range.slice(1)}</Text>
          </div>
        </Group>
        {appointment.mayCancel ? (
          changing ? (
            <Alert color="blue" variant="light" icon={<IconClockEdit aria-hidden />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  Elegí en el calendario un horario libre para tu turno. Usás el mismo turno pago.
                </Text>
                <Button size="xs" variant="default" onClick={() => onChange(null)}>
                  No cambiar
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Group gap="sm">
              <Button
                size="sm"
                leftSection={<IconClockEdit size={18} aria-hidden />}
                onClick={() => onChange(appointment)}
              >
                {APPOINTMENT_LINKS.reschedule}
              </Button>
              <Button size="sm" color="red" variant="light" onClick={() => setAsking(appointment)}>
                {APPOINTMENT_LINKS.cancel}
              </Button>
            </Group>
          )
        ) : (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{tooLateText(policy)}.</Text>
              <WhatsAppButton range={range} />
            </Stack>
          </Alert>
        )}
      </Stack>
      <CancelAppointmentDialog
        subject={asking}
        own
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
