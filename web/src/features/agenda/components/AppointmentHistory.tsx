import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ATTENDANCE_LABELS, type TPastAppointment } from '@contract/agenda';
import { SectionCard } from '@web/components/SectionCard';
import { formatDateTime } from '@web/lib/dates';
import { useUpcomingAppointments } from '../api/get-upcoming-appointments';

/** How many turnos show before 'Ver todos'. */
const FIRST = 5;

function AttendanceBadge({ asistencia }: { asistencia: TPastAppointment['asistencia'] }) {
  const [color, label] =
    asistencia === null
      ? ['gray', 'Sin marcar']
      : [asistencia === 'asistio' ? 'green' : 'red', ATTENDANCE_LABELS[asistencia]];
  return (
    <Badge variant="light" color={color} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/**
 * 'Historial de turnos' (issue 34): a client's turnos that started, latest first, when
 * (Montevideo, 24 hours) and whether they came. On their profile, for them and for her,
 * under 'Próximos turnos' (the same answer, which shows its loading and errors).
 */
export function AppointmentHistory({ userId }: { userId: string }) {
  const [all, setAll] = useState(false);
  // Absent from a copy kept offline (issue 32) before there was a history.
  const history = useUpcomingAppointments(userId).data?.history;
  if (!history?.length) return null;
  const shown = all ? history : history.slice(0, FIRST);
  return (
    <SectionCard title="Historial de turnos">
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((a) => (
          <Group key={a._id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{formatDateTime(a.start)}</Text>
            <AttendanceBadge asistencia={a.asistencia} />
          </Group>
        ))}
      </Stack>
      {history.length > FIRST && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setAll((v) => !v)}>
          {all ? 'Ver menos' : `Ver todos (${history.length})`}
        </Button>
      )}
    </SectionCard>
  );
}
