import { Stack, Text } from '@mantine/core';
import { appointmentRange } from '@contract/agenda-slots';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useRescheduleEvent } from '../api/reschedule-event';

const rangeOf = (a: { start: string; end: string }) =>
  appointmentRange(new Date(a.start), new Date(a.end));

export interface Reschedule {
  id: string;
  /** The appointment's time now. */
  before: { start: string; end: string };
  /** The free hour chosen on the calendar. */
  after: { start: string; end: string };
}

/**
 * 'Cambiar el horario': the old and the new time side by side before the client confirms;
 * both get an e-mail with the updated .ics.
 */
export function RescheduleDialog({
  change,
  onClose,
  onMoved,
}: {
  change: Reschedule | null;
  onClose: () => void;
  /** Moved: the new range as the mails say it. */
  onMoved: (range: string) => void;
}) {
  const reschedule = useRescheduleEvent();
  const confirm = () => {
    if (!change) return;
    reschedule.mutate(
      { id: change.id, ...change.after },
      {
        onSuccess: ({ msg, calendar }) => {
          notifySuccess(msg);
          onMoved(rangeOf(calendar));
          onClose();
        },
        onError: (err) => notifyWarning(errorMessage(err, 'No pudimos cambiar el horario.')),
      },
    );
  };
  return (
    <ConfirmDialog
      subject={change}
      title="Cambiar el horario"
      confirmLabel="Sí, cambiar el horario"
      loading={reschedule.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {(c) => (
        <Stack gap="xs">
          <div>
            <Text size="sm" c="dimmed">
              Horario actual
            </Text>
            <Text td="line-through">{rangeOf(c.before)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Nuevo horario (hora de Montevideo)
            </Text>
            <Text fw={700}>{rangeOf(c.after)}</Text>
          </div>
          <Text size="sm">
            Usás el mismo turno pago. Te enviamos un email con el nuevo horario para tu calendario.
          </Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
