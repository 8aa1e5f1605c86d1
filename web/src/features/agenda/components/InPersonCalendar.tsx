import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TCalendarEvent } from '@contract/agenda';
import { PATHS } from '@contract/pages';
import { useSession } from '@web/lib/use-session';
import { CalendarSlot } from './CalendarSlot';
import { EventDialog } from './EventDialog';

/**
 * The Turnos page's calendar (spec §2): everyone sees the free slots of her hours ('Libre',
 * the same GET disponibilidad the booking page offers) and the busy hours as 'No disponible';
 * a client also their own appointments, which open to be cancelled, and the way to
 * the booking page.
 */
export function InPersonCalendar({ onCancelled }: { onCancelled?: () => void }) {
  const session = useSession();
  const [own, setOwn] = useState<TCalendarEvent | null>(null);
  const client = session && session.user.type !== 'admin' ? session.user : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            Calendario de turnos
          </Title>
          <Text c="dimmed" mt={4}>
            Hora de Uruguay. Los horarios que se pueden reservar figuran como «Libre» y los ocupados
            como «No disponible».
          </Text>
        </div>
        {client && (
          <Button
            component={Link}
            to={PATHS.scheduleControl(client._id)}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
          >
            Elegir día y hora
          </Button>
        )}
      </Group>
      <CalendarSlot withFreeSlots onSelectItem={(item) => setOwn(item.event)} />
      <EventDialog event={own} onClose={() => setOwn(null)} onCancelled={onCancelled} />
    </Stack>
  );
}
