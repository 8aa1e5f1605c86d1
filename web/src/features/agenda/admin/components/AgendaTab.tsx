import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TAvailabilityOverview, TCalendarEvent } from '@contract/agenda';
import { addDays } from '@contract/calendar-day';
import { fromMontevideoClock, toMontevideoClock } from '@web/lib/dates';
import { useFreeSlots } from '../../api/get-free-slots';
import { eventFormValues } from '../../lib/event-form';
import { firstDay, isoDay, type HerWeek } from '../../lib/calendar-items';
import { CalendarSlot } from '../../components/CalendarSlot';
import { EventDialog } from '../../components/EventDialog';
import { useAvailability } from '../api/availability';
import { AttendanceField } from './AttendanceField';
import { CalendarFeedSection } from './CalendarFeedSection';
import { AvailabilitySection } from './AvailabilitySection';
import { EventFormDialog, type EventFormTarget } from './EventFormDialog';
import { WaitlistSection } from './WaitlistSection';

const MINUTE_MS = 60_000;
/** How far 'Nuevo turno' looks for her next free slot. */
const LOOK_AHEAD_DAYS = 14;

/** Her week as the grid reads it: her hours, and the days her calendar closes. */
export function herWeek(o: TAvailabilityOverview): HerWeek {
  const blocked = new Set(o.holidays.filter((h) => !h.open).map((h) => h.day));
  return {
    weeklyHours: o.settings.weeklyHours,
    closed: (day) =>
      blocked.has(day) || o.daysOff.some((d) => d.firstDay <= day && day <= d.lastDay),
  };
}

/**
 * 'Nuevo turno' from the button: her next free slot (GET disponibilidad, the one rule), or
 * the first hour of the next day she works, with her turno length.
 */
function proposal(
  next: { start: string; end: string } | undefined,
  week: HerWeek | undefined,
  slotMinutes: number,
): { start: Date; end: Date } {
  if (next) return { start: new Date(next.start), end: new Date(next.end) };
  const day = firstDay(new Date(Date.now() + 24 * 60 * MINUTE_MS), week);
  const first = week?.weeklyHours.find((r) => r.weekday === ((day.getDay() + 6) % 7) + 1);
  const [hour, minute] = (first?.start ?? '09:00').split(':').map(Number);
  const start = fromMontevideoClock(
    new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute),
  );
  return { start, end: new Date(start.getTime() + slotMinutes * MINUTE_MS) };
}

/**
 * The admin's Agenda tab (spec §2 Admin panel; issue 30): her week, over the days and hours
 * she works with the rest shaded, every appointment in full; a click on the grid books that
 * cell for her turno length, a drag books the range dragged, 'Nuevo turno' proposes her next
 * free slot; a click on an appointment opens its details, where it is edited or cancelled,
 * and, once it started, marked as attended or missed (issue 34). Below, who waits for a
 * freed turno (issue 34), then her availability.
 */
export function AgendaTab() {
  const [detail, setDetail] = useState<TCalendarEvent | null>(null);
  const [form, setForm] = useState<EventFormTarget | null>(null);
  const availability = useAvailability();
  const week = useMemo(
    () => (availability.data ? herWeek(availability.data) : undefined),
    [availability.data],
  );
  const slotMinutes = availability.data?.settings.slotMinutes ?? 60;
  const today = isoDay(toMontevideoClock(new Date()));
  const free = useFreeSlots({ desde: today, hasta: addDays(today, LOOK_AHEAD_DAYS) }, true);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" maw={620}>
          Hacé clic en un horario para agendar un turno de {slotMinutes} minutos (o arrastrá para
          elegir otro largo), y clic en un turno para ver el detalle, editarlo o cancelarlo. En
          gris, las horas fuera de tu horario. Horario de Uruguay.
        </Text>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() =>
            setForm({ values: eventFormValues(proposal(free.data?.[0], week, slotMinutes)) })
          }
        >
          Nuevo turno
        </Button>
      </Group>
      {/* Mounted once her week is known, so the grid opens on the day she works. */}
      {availability.isPending ? null : (
        <CalendarSlot
          week={week}
          onSelectItem={(item) => setDetail(item.event)}
          onSelectRange={({ start, end, click }) =>
            setForm({
              values: eventFormValues({
                start,
                end: click ? new Date(start.getTime() + slotMinutes * MINUTE_MS) : end,
              }),
            })
          }
        />
      )}
      <EventDialog
        event={detail}
        admin
        onClose={() => setDetail(null)}
        attendance={detail && <AttendanceField event={detail} onSaved={setDetail} />}
        onEdit={(event) => {
          setDetail(null);
          setForm({ id: event._id, values: eventFormValues(event) });
        }}
      />
      <EventFormDialog target={form} onClose={() => setForm(null)} />
      <WaitlistSection />
      <AvailabilitySection />
      <CalendarFeedSection />
    </Stack>
  );
}
