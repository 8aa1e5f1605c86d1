import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { TCalendarEvent } from '@contract/agenda';
import { fromMontevideoClock } from '@web/lib/dates';
import { eventFormValues } from '../../lib/event-form';
import { firstDay } from '../../lib/calendar-items';
import { CalendarSlot } from '../../components/CalendarSlot';
import { EventDialog } from '../../components/EventDialog';
import { CalendarFeedSection } from './CalendarFeedSection';
import { AvailabilitySection } from './AvailabilitySection';
import { EventFormDialog, type EventFormTarget } from './EventFormDialog';

const HOUR_MS = 3_600_000;

/** 'Nuevo turno' from the button: 9:00 of the next day the calendar opens on. */
function nextMorning(): { start: Date; end: Date } {
  const day = firstDay(new Date(Date.now() + 24 * HOUR_MS));
  const start = fromMontevideoClock(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9));
  return { start, end: new Date(start.getTime() + HOUR_MS) };
}

/**
 * The admin's Agenda tab (spec §2 Admin panel): the week with every appointment in full;
 * a click or drag on the grid (or 'Nuevo turno') opens the form, a click on an
 * appointment its details, where it is edited or cancelled.
 */
export function AgendaTab() {
  const [detail, setDetail] = useState<TCalendarEvent | null>(null);
  const [form, setForm] = useState<EventFormTarget | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" maw={620}>
          Hacé clic o arrastrá sobre un horario libre para agendar un turno, y clic en un turno para
          ver el detalle, editarlo o cancelarlo. Horario de Uruguay.
        </Text>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setForm({ values: eventFormValues(nextMorning()) })}
        >
          Nuevo turno
        </Button>
      </Group>
      <CalendarSlot
        onSelectItem={(item) => setDetail(item.event)}
        onSelectRange={(range) => setForm({ values: eventFormValues(range) })}
      />
      <EventDialog
        event={detail}
        admin
        onClose={() => setDetail(null)}
        onEdit={(event) => {
          setDetail(null);
          setForm({ id: event._id, values: eventFormValues(event) });
        }}
      />
      <EventFormDialog target={form} onClose={() => setForm(null)} />
      <AvailabilitySection />
      <CalendarFeedSection />
    </Stack>
  );
}
