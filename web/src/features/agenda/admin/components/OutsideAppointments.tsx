import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TOutsideAppointment } from '@contract/agenda';
import { appointmentRange } from '@contract/agenda-slots';

/**
 * 'Turnos fuera de tu horario': live appointments still to come that her hours or days
 * off no longer cover. Nothing moved them; she decides (open the appointment in the
 * calendar to move or cancel it).
 */
export function OutsideAppointments({ outside }: { outside: readonly TOutsideAppointment[] }) {
  if (outside.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Todos los turnos agendados están dentro de tu horario.
      </Text>
    );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        outside.length === 1
          ? 'Hay 1 turno fuera de tu horario'
          : `Hay ${outside.length} turnos fuera de tu horario`
      }
    >
      <Stack gap={6} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
        {outside.map((e) => (
          <li key={e._id}>
            <Text size="sm">
              <b>{e.title}</b>: {appointmentRange(new Date(e.start), new Date(e.end))}
            </Text>
          </li>
        ))}
      </Stack>
      <Text size="sm" mt="xs">
        Siguen agendados: abrilos en el calendario para cambiarlos o cancelarlos si hace falta.
      </Text>
    </Alert>
  );
}
