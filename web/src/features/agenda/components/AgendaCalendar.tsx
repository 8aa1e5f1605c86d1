import { Alert, Box, em, LoadingOverlay } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { useMemo, useState } from 'react';
import {
  Calendar,
  dayjsLocalizer,
  type Formats,
  type HeaderProps,
  type Messages,
} from 'react-big-calendar';
import rbcStyles from 'react-big-calendar/lib/css/react-big-calendar.css?inline';
import type { TCalendarEvent, TSlot } from '@contract/agenda';
import { appointmentRange } from '@contract/agenda-slots';
import { fromMontevideoClock, toMontevideoClock } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { useCalendar } from '../api/get-calendar';
import { useFreeSlots } from '../api/get-free-slots';
import { agendaKeys } from '../api/keys';
import {
  eventItems,
  firstDay,
  freeItems,
  gridView,
  queryRange,
  shownHours,
  slotRange,
  stepDay,
  visibleDays,
  weekDays,
  withinHerHours,
  isoDay,
  type CalendarItem,
  type CalendarView,
  type HerWeek,
} from '../lib/calendar-items';
import ownStyles from './agenda-calendar.css?inline';
import { CalendarToolbar } from './CalendarToolbar';

// Weeks start on Monday, as in Uruguay: the library's 'week' view (shown when an
// appointment falls on a weekend) is then Monday to Sunday. Only this chunk uses dayjs.
dayjs.locale('es');
const localizer = dayjsLocalizer(dayjs);

/** Spec §9's labels, with DECISIONS §6's accents ('Anterior', 'Próximo'). */
const MESSAGES: Messages = {
  previous: 'Anterior',
  next: 'Próximo',
  today: 'Hoy',
  month: 'Mes',
  week: 'Semana',
  work_week: 'Semana',
  day: 'Día',
  date: 'Fecha',
  time: 'Hora',
  event: 'Turno',
  allDay: 'Todo el día',
  noEventsInRange: 'No hay turnos en estas fechas.',
  showMore: (n: number) => `+${n} más`,
};

const hours = (r: { start: Date; end: Date }) =>
  `${dayjs(r.start).format('HH:mm')} – ${dayjs(r.end).format('HH:mm')}`;
const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'ddd D',
  dayHeaderFormat: 'dddd D [de] MMMM',
  eventTimeRangeFormat: hours,
  selectRangeFormat: hours,
};

/** The toolbar's title: '2 – 6 de marzo de 2026', or 'Lunes 2 de marzo de 2026'. */
function rangeLabel(days: readonly Date[]): string {
  const first = dayjs(days[0]).locale('es');
  const last = dayjs(days.at(-1)).locale('es');
  if (days.length === 1) {
    const text = first.format('dddd D [de] MMMM [de] YYYY');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const start = first.format(
    first.year() !== last.year()
      ? 'D [de] MMMM [de] YYYY'
      : first.month() !== last.month()
        ? 'D [de] MMMM'
        : 'D',
  );
  return `${start} – ${last.format('D [de] MMMM [de] YYYY')}`;
}

const ROW_PX = 56;
const HEADER_PX = 44;

export interface AgendaCalendarProps {
  /** Show the slots a client could book now ('Libre', from GET disponibilidad), to pick one. */
  withFreeSlots?: boolean;
  /** An appointment or a free hour was chosen (clicked, or Enter on it). */
  onSelectItem?: (item: CalendarItem) => void;
  /** The admin dragged (or clicked, `click`) a range of the grid: as instants. */
  onSelectRange?: (range: { start: Date; end: Date; click: boolean }) => void;
  /**
   * Her week (the admin's Agenda): the grid spans the days and hours she works, shades the
   * rest (her breaks, the evening, her days off) and is picked in quarters of an hour.
   */
  week?: HerWeek;
}

/**
 * The week (Monday to Friday, and a Saturday or Sunday she works) or the day, over her hours
 * in the admin's Agenda (`week`), else 9:00 to 17:00 widened to the free slots GET
 * disponibilidad gives, in Montevideo time
 * whatever the browser's zone (docs/decisions/0010): react-big-calendar is fed clock
 * readings. One GET calendar per week (Monday to Sunday), with a loading indicator. No
 * appointment is hidden (docs/decisions/0013): the hours stretch to every one, and a week
 * with one on a Saturday or Sunday is shown whole. On a phone (768 px or less), one day
 * at a time. Loaded on its own (React.lazy) by the pages that show it, so no other page
 * downloads the calendar.
 */
export default function AgendaCalendar({
  withFreeSlots = false,
  onSelectItem,
  onSelectRange,
  week,
}: AgendaCalendarProps) {
  const phone = useMediaQuery(`(max-width: ${em(768)})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [chosenView, setView] = useState<CalendarView>('work_week');
  const view: CalendarView = phone ? 'day' : chosenView;
  const [date, setDate] = useState(() => firstDay(new Date(), week));
  const range = useMemo(() => queryRange(weekDays(date)), [date]);
  const calendar = useCalendar(range);
  // The free slots come from the server's one rule (GET disponibilidad), never made up here.
  const free = useFreeSlots(
    useMemo(() => slotRange(weekDays(date)), [date]),
    withFreeSlots,
  );
  const queryClient = useQueryClient();

  const shown = useMemo(() => eventItems(calendar.data ?? []), [calendar.data]);
  const items = useMemo(
    () =>
      withFreeSlots && free.data && !free.isPlaceholderData
        ? [...shown, ...freeItems(free.data)]
        : shown,
    [free.data, free.isPlaceholderData, shown, withFreeSlots],
  );
  // A weekend with a free slot (her hours on a Saturday) is shown like one with an appointment.
  const days = useMemo(() => visibleDays(date, view, items, week), [date, view, items, week]);
  const { first, last } = shownHours(items, week);

  /** A week's appointments if they are loaded already (for the day view's steps). */
  const itemsOfWeek = (monday: Date) => {
    const week = queryRange(weekDays(monday));
    const events = queryClient.getQueryData<TCalendarEvent[]>(agendaKeys.range(week.from, week.to));
    const days = slotRange(weekDays(monday));
    const slots = withFreeSlots
      ? queryClient.getQueryData<TSlot[]>(agendaKeys.free(days.desde, days.hasta))
      : [];
    return events && slots && [...eventItems(events), ...freeItems(slots)];
  };

  const choose = (item: CalendarItem) => {
    if (item.kind !== 'busy') onSelectItem?.(item);
  };

  return (
    <Box className="agenda-calendar">
      <style href="react-big-calendar" precedence="default">
        {rbcStyles + ownStyles}
      </style>
      <CalendarToolbar
        label={rangeLabel(days)}
        messages={MESSAGES}
        view={view}
        views={phone ? ['day'] : ['work_week', 'day']}
        onView={setView}
        onNavigate={(action) => setDate(step(date, view, action, itemsOfWeek, week))}
      />
      {withFreeSlots && free.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(free.error, 'No pudimos cargar los horarios libres. Probá de nuevo.')}
        </Alert>
      )}
      {calendar.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(calendar.error, 'No pudimos cargar el calendario. Probá de nuevo.')}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay
          visible={calendar.isFetching || (withFreeSlots && free.isFetching)}
          zIndex={5}
          overlayProps={{ blur: 1, backgroundOpacity: 0.5 }}
          loaderProps={{ 'aria-label': 'Cargando el calendario' }}
        />
        <Calendar<CalendarItem>
          localizer={localizer}
          culture="es"
          messages={MESSAGES}
          formats={FORMATS}
          events={items}
          date={date}
          view={gridView(view, days)}
          views={['work_week', 'week', 'day']}
          onView={() => undefined}
          onNavigate={setDate}
          toolbar={false}
          // Her grid is picked in quarters of an hour (a 45-minute turno at 9:45); the
          // public ones show whole hours, as their slots are chosen, not drawn.
          step={week ? 15 : 60}
          timeslots={week ? 4 : 1}
          min={new Date(1970, 0, 1, first)}
          max={new Date(1970, 0, 1, last)}
          getNow={() => toMontevideoClock(new Date())}
          style={{ height: HEADER_PX + (last - first) * ROW_PX }}
          tooltipAccessor={(item) =>
            `${item.title}: ${appointmentRange(fromMontevideoClock(item.start), fromMontevideoClock(item.end))}`
          }
          slotPropGetter={
            week ? (at) => (withinHerHours(week, at) ? {} : { className: 'agenda-off' }) : undefined
          }
          dayPropGetter={
            week
              ? (day) => (week.closed(isoDay(day)) ? { className: 'agenda-closed' } : {})
              : undefined
          }
          eventPropGetter={(item) => ({
            className:
              item.kind === 'event' && item.event
                ? `agenda-color-${item.event.color}`
                : `agenda-${item.kind}`,
          })}
          onSelectEvent={choose}
          onKeyPressEvent={(item, e) => {
            const key = e.nativeEvent instanceof KeyboardEvent ? e.nativeEvent.key : '';
            if (key === 'Enter' || key === ' ') choose(item);
          }}
          selectable={Boolean(onSelectRange)}
          onSelectSlot={({ start, end, action }) =>
            onSelectRange?.({
              start: fromMontevideoClock(start),
              end: fromMontevideoClock(end),
              click: action !== 'select',
            })
          }
          dayLayoutAlgorithm="no-overlap"
          // A day's heading is text: the library's is a button that would drill down to a
          // view this calendar chooses itself, wrapping a 'columnheader' outside any grid.
          drilldownView={null}
          components={{ header: DayHeading }}
        />
      </Box>
    </Box>
  );
}

function DayHeading({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/**
 * Where 'Anterior', 'Hoy' and 'Próximo' go: a week, or the next weekday (a Saturday or
 * Sunday only when it holds an appointment).
 */
function step(
  date: Date,
  view: CalendarView,
  action: 'PREV' | 'NEXT' | 'TODAY',
  itemsOfWeek: Parameters<typeof stepDay>[2],
  week: HerWeek | undefined,
): Date {
  if (action === 'TODAY') return firstDay(new Date(), week);
  const sign = action === 'NEXT' ? 1 : -1;
  if (view === 'work_week')
    return dayjs(date)
      .add(sign * 7, 'day')
      .toDate();
  return stepDay(date, sign, itemsOfWeek, week);
}
