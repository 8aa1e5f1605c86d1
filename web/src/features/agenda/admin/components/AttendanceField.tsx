import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ATTENDANCE,
  ATTENDANCE_LABELS,
  type TAttendance,
  type TCalendarEvent,
} from '@contract/agenda';
import { AGENDA_MSG } from '@contract/agenda-slots';
import { errorMessage } from '@web/lib/errors';
import { usePractice } from '@web/lib/get-practice';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useMarkAttendance } from '../api/mark-attendance';

const HINT = {
  pierde: 'Si no asistió, el turno se pierde.',
  conserva: 'Si no asistió, el turno vuelve a quedar disponible para el cliente.',
} as const;

interface Props {
  event: TCalendarEvent;
  /** The turno as the server now has it, marked. */
  onSaved: (event: TCalendarEvent) => void;
}

/**
 * 'Asistió' / 'No asistió' (issue 34) in a turno's details, once it started and when it is a
 * client's; what missing it does to the client's turno follows her policy.
 */
export function AttendanceField({ event, onSaved }: Props) {
  const mark = useMarkAttendance();
  const lateCredit = usePractice().data?.lateCredit;
  // When the dialog opened: a turno starting while it is open is marked on the next opening.
  const [openedAt] = useState(() => Date.now());
  if (!event.userId || Date.parse(event.start) > openedAt) return null;

  const choose = (asistencia: TAttendance) =>
    mark.mutate(
      { id: event._id, asistencia },
      {
        onSuccess: ({ calendar }) => {
          notifySuccess(AGENDA_MSG.attendanceSaved);
          onSaved(calendar);
        },
        onError: (err) => notifyWarning(errorMessage(err, 'No pudimos guardar la asistencia.')),
      },
    );

  return (
    <Stack gap={6} role="group" aria-labelledby={`asistencia-${event._id}`}>
      <Text size="sm" c="dimmed" id={`asistencia-${event._id}`}>
        Asistencia
      </Text>
      <Group gap="xs">
        {ATTENDANCE.map((value) => {
          const current = event.asistencia === value;
          return (
            <Button
              key={value}
              size="xs"
              variant={current ? 'filled' : 'default'}
              color={value === 'asistio' ? 'green' : 'red'}
              aria-pressed={current}
              loading={mark.isPending && mark.variables?.asistencia === value}
              disabled={mark.isPending}
              onClick={() => choose(value)}
            >
              {ATTENDANCE_LABELS[value]}
            </Button>
          );
        })}
      </Group>
      {event.asistenciaAutomatica && event.asistencia === 'asistio' && (
        <Text size="xs" c="dimmed">
          Marcado como asistió por defecto
        </Text>
      )}
      {lateCredit && (
        <Text size="xs" c="dimmed">
          {HINT[lateCredit]}
        </Text>
      )}
    </Stack>
  );
}
