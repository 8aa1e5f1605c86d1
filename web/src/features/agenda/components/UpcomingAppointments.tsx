import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TUpcomingAppointment } from '@contract/agenda';
import { appointmentRange } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import { cancelPolicySentence, DEFAULT_CANCEL_POLICY, tooLateText } from '@contract/practice';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { OfflineNote } from '@web/components/OfflineNote';
import { SectionCard } from '@web/components/SectionCard';
import { errorMessage } from '@web/lib/errors';
import { usePractice } from '@web/lib/get-practice';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useSession } from '@web/lib/use-session';
import { useCancelEvent } from '../api/cancel-event';
import { useUpcomingAppointments } from '../api/get-upcoming-appointments';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { WhatsAppButton } from './WhatsAppButton';

const rangeOf = (a: TUpcomingAppointment) => {
  const text = appointmentRange(new Date(a.start), new Date(a.end));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * A client's coming appointments on their profile (issue 19): the day and hours in
 * Montevideo, the consulting room when it is set, and 'Cambiar horario' (the booking page
 * opened on it) and 'Cancelar turno' while the client may still (before her policy's hours,
 * stated in one sentence; the admin always may cancel), later the way to write to her. The
 * admin sees the same on a client's profile.
 */
export function UpcomingAppointments({ userId }: { userId: string }) {
  const me = useSession()?.user;
  const query = useUpcomingAppointments(userId);
  const practice = usePractice().data;
  const cancel = useCancelEvent();
  const [asking, setAsking] = useState<TUpcomingAppointment | null>(null);
  // When the page opened: a copy kept offline leaves out what has ended by then.
  const [openedAt] = useState(() => Date.now());
  const own = me?._id === userId;

  const confirm = () => {
    if (!asking) return;
    cancel.mutate(asking._id, {
      onSuccess: ({ msg }) => {
        notifySuccess(msg);
        setAsking(null);
      },
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos cancelar el turno.')),
    });
  };

  const title = own ? 'Tus próximos turnos' : 'Próximos turnos';
  if (query.isPending)
    return (
      <SectionCard title={title}>
        <Skeleton height={48} aria-label="Cargando los turnos" />
      </SectionCard>
    );
  if (query.isError)
    return (
      <SectionCard title={title}>
        <ErrorAlert
          title="No pudimos ver los turnos"
          message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      </SectionCard>
    );

  const { place } = query.data;
  // A copy kept offline may hold appointments that have passed since.
  const appointments =
    query.offlineSince === null
      ? query.data.appointments
      : query.data.appointments.filter((a) => Date.parse(a.end) > openedAt);
  return (
    <SectionCard title={title}>
      {query.offlineSince !== null && (
        <OfflineNote since={query.offlineSince}>
          Para cambiar o cancelar un turno necesitás conexión.
        </OfflineNote>
      )}
      {appointments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {own ? (
            <>
              No tenés turnos agendados.{' '}
              <Anchor component={Link} to={PATHS.inPerson()} inherit fw={600}>
                Reservá uno en Turnos Presenciales
              </Anchor>
            </>
          ) : (
            'No tiene turnos agendados.'
          )}
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {appointments.map((a) => (
            <Stack key={a._id} gap={4} component="li">
              <Text fw={600}>{rangeOf(a)}</Text>
              <Text size="sm" c="dimmed">
                Hora de Montevideo
              </Text>
              {(place.address || place.mapUrl) && (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {place.address}
                    {place.address && place.mapUrl && ' · '}
                    {place.mapUrl && (
                      <Anchor href={place.mapUrl} target="_blank" rel="noopener noreferrer" inherit>
                        Cómo llegar
                      </Anchor>
                    )}
                  </Text>
                </Group>
              )}
              {a.mayCancel ? (
                <Group gap="sm">
                  {own && (
                    <Button
                      component={Link}
                      to={PATHS.appointment(userId, a._id)}
                      variant="light"
                      size="xs"
                      aria-label={`Cambiar horario del turno del ${appointmentRange(new Date(a.start), new Date(a.end))}`}
                    >
                      Cambiar horario
                    </Button>
                  )}
                  <Button
                    color="red"
                    variant="light"
                    size="xs"
                    aria-label={`Cancelar turno del ${appointmentRange(new Date(a.start), new Date(a.end))}`}
                    onClick={() => setAsking(a)}
                  >
                    Cancelar turno
                  </Button>
                </Group>
              ) : (
                <Stack gap={6} align="flex-start">
                  <Text size="sm" c="dimmed">
                    {tooLateText(practice ?? DEFAULT_CANCEL_POLICY)}.
                  </Text>
                  {own && (
                    <WhatsAppButton
                      range={appointmentRange(new Date(a.start), new Date(a.end))}
                      size="xs"
                    />
                  )}
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {own && practice && (
        <Text size="xs" c="dimmed" mt="md">
          {cancelPolicySentence(practice)}
        </Text>
      )}
      <CancelAppointmentDialog
        subject={asking}
        own={own}
        loading={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </SectionCard>
  );
}
