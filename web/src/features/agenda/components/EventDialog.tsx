import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TCalendarEvent } from '@contract/agenda';
import { appointmentRange } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import { clientMayCancel, DEFAULT_CANCEL_POLICY, tooLateText } from '@contract/practice';
import { errorMessage } from '@web/lib/errors';
import { usePractice } from '@web/lib/get-practice';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useCancelEvent } from '../api/cancel-event';
import { COLOR_LABELS } from '../lib/event-form';
import { WhatsAppButton } from './WhatsAppButton';
import { Dialog } from '@web/components/dialogs/Dialog';

interface Props {
  /** The appointment shown; null closes the dialog. */
  event: TCalendarEvent | null;
  /** The nutritionist: may edit, and cancel at any time. */
  admin?: boolean;
  onClose: () => void;
  onEdit?: (event: TCalendarEvent) => void;
  /** Cancelled: a paid turno it used is the client's again. */
  onCancelled?: () => void;
  /** The admin's mark of whether the client came (issue 34), from the back office. */
  attendance?: ReactNode;
}

/**
 * An appointment's details, and its cancellation (a client's own: up to her policy's hours
 * before).
 */
export function EventDialog({
  event,
  admin = false,
  onClose,
  onEdit,
  onCancelled,
  attendance,
}: Props) {
  return (
    <Dialog
      opened={event !== null}
      onClose={onClose}
      title={admin ? 'Detalle del turno' : 'Tu turno'}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {event && (
        <EventDetails
          event={event}
          admin={admin}
          onClose={onClose}
          onEdit={onEdit}
          onCancelled={onCancelled}
          attendance={attendance}
        />
      )}
    </Dialog>
  );
}

function EventDetails({
  event,
  admin,
  onClose,
  onEdit,
  onCancelled,
  attendance,
}: Props & { event: TCalendarEvent }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelEvent();
  // Her policy (issue 34); the server decides anyway, by the same rule.
  const policy = usePractice().data ?? DEFAULT_CANCEL_POLICY;
  const range = appointmentRange(new Date(event.start), new Date(event.end));
  const mayCancel = admin || clientMayCancel(policy, new Date(event.start), new Date());

  const confirm = () =>
    cancel.mutate(event._id, {
      onSuccess: ({ msg }) => {
        notifySuccess(msg);
        onClose();
        onCancelled?.();
      },
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos cancelar el turno.')),
    });

  return (
    <Stack>
      <div>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700}>{event.title}</Text>
          {admin && (
            <Badge variant="light" color={event.color === 'azure' ? 'blue' : event.color}>
              {COLOR_LABELS[event.color]}
            </Badge>
          )}
        </Group>
        <Text>{range}</Text>
      </div>
      {event.email && (
        <div>
          <Text size="sm" c="dimmed">
            Email
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{event.email}</Text>
        </div>
      )}
      {event.description && (
        <div>
          <Text size="sm" c="dimmed">
            Descripción
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{event.description}</Text>
        </div>
      )}
      {admin && attendance}
      {!mayCancel && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {tooLateText(policy)}.{' '}
              <Anchor component={Link} to={PATHS.messages()} inherit fw={600}>
                Escribir un mensaje
              </Anchor>
            </Text>
            <WhatsAppButton range={range} size="xs" />
          </Stack>
        </Alert>
      )}
      {asking ? (
        <Stack gap="sm">
          <Text fw={600}>¿Cancelar este turno?</Text>
          <Text size="sm">
            {admin
              ? 'Le avisamos por email al cliente. Si lo pagó, el turno queda disponible para que elija otro horario.'
              : 'El horario queda libre y tu turno pago vuelve a estar disponible para elegir otro día y hora.'}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setAsking(false)}
              disabled={cancel.isPending}
              data-autofocus
            >
              Volver
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Sí, cancelar el turno
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="flex-end">
          {mayCancel && (
            <Button color="red" variant="light" onClick={() => setAsking(true)}>
              Cancelar turno
            </Button>
          )}
          {admin && onEdit && (
            <Button variant="default" onClick={() => onEdit(event)}>
              Editar
            </Button>
          )}
          <Button onClick={onClose}>Cerrar</Button>
        </Group>
      )}
    </Stack>
  );
}
