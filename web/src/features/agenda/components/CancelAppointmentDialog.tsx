import { Text } from '@mantine/core';
import type { TUpcomingAppointment } from '@contract/agenda';
import { appointmentRange } from '@contract/agenda-slots';
import { ConfirmDialog } from '@web/components/dialogs/ConfirmDialog';

/**
 * 'Cancelar el turno': the one confirmation of a cancelled appointment, from the booking
 * page and from the profile's list. `own` says whether the client cancels their own (the
 * hour is free again, the credit comes back) or the nutritionist cancels a client's.
 */
export function CancelAppointmentDialog({
  subject,
  own,
  loading,
  onConfirm,
  onClose,
}: {
  subject: TUpcomingAppointment | null;
  own: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      subject={subject}
      title="Cancelar el turno"
      confirmLabel="Sí, cancelar el turno"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {(a) => (
        <Text size="sm">
          {`¿Cancelar el turno del ${appointmentRange(new Date(a.start), new Date(a.end))}? `}
          {own
            ? 'El horario queda libre y, si lo pagaste, podés elegir otro día y hora.'
            : 'Le avisamos por email al cliente. Si lo pagó, el turno queda disponible para que elija otro horario.'}
        </Text>
      )}
    </ConfirmDialog>
  );
}
