import type { TCalendarEvent, TSlot } from '@contract/agenda';
import { DAY_MS } from '@contract/calendar-day';
import { AGENDA_HOURS, type WeeklyRange } from '@contract/agenda-slots';
import { fromMontevideoClock, toMontevideoClock } from '@web/lib/dates';

/** What the calendar shows: its times are Montevideo clock readings (lib/dates.ts). */
export interface CalendarItem {
  id: string;
  title: string;
  start: Date;
  end: Date;
  /** Someone else's appointment ('No disponible'), one seen in full, or a bookable hour. */
  kind: 'busy' | 'event' | 'free';
  event: TCalendarEvent | null;
}

export type CalendarView = 'work_week' | 'day';

/**
 * Her week as the admin's grid draws it (issue 30): her weekly hours (ISO weekdays, 'HH:MM'
 * in Montevideo) and the days her calendar closes (days off, blocked days she did not open).
 * The public calendars have none: they show the free slots the server answers instead.
 */
export interface HerWeek {
  weeklyHours: readonly WeeklyRange[];
  closed: (day: string) => boolean;
}

/** ISO weekday (1 Monday … 7 Sunday) of a clock reading. */
const isoWeekday = (day: Date) => ((day.getDay() + 6) % 7) + 1;
const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether she works that weekday at all (some range of her hours falls on it). */
export const worksOn = (week: HerWeek, day: Date) =>
  week.weeklyHours.some((r) => r.weekday === isoWeekday(day));

/**
 * Whether the instant of the grid `at` (a clock reading) is within her hours: on a day her
 * calendar keeps open, inside one of that weekday's ranges. Outside (her breaks, the evening,
 * a day off) the grid shades it.
 */
export function withinHerHours(week: HerWeek, at: Date): boolean {
  if (week.closed(isoDay(at))) return false;
  const minute = at.getHours() * 60 + at.getMinutes();
  return week.weeklyHours.some(
    (r) =>
      r.weekday === isoWeekday(at) &&
      minutesOfDay(r.start) <= minute &&
      minute < minutesOfDay(r.end),
  );
}
/** What the grid is asked to draw: the whole week when a weekend day holds an appointment. */
export type GridView = CalendarView | 'week';

/** The label of a bookable hour on the booking page. */
export const FREE_TITLE = 'Libre';

const dayOf = (clock: Date) => new Date(clock.getFullYear(), clock.getMonth(), clock.getDate());
const plusDays = (day: Date, n: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + n);

/** Monday to Sunday of the week of `date` (clock readings at midnight): what GET calendar is asked for. */
export function weekDays(date: Date): Date[] {
  const day = dayOf(date);
  const monday = plusDays(day, -((day.getDay() + 6) % 7));
  return [0, 1, 2, 3, 4, 5, 6].map((i) => plusDays(monday, i));
}

const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;

/** Whether an item takes any time of the calendar day `day` (a clock reading at midnight). */
const onDay = (day: Date) => (item: { start: Date; end: Date }) =>
  item.start.getTime() < plusDays(day, 1).getTime() &&
  (item.end.getTime() > day.getTime() || item.start.getTime() >= day.getTime());

/**
 * The days a view shows around `date`: Monday to Friday, or the day. No appointment is
 * ever out of sight (docs/decisions/0013): a week in which the nutritionist placed one
 * on a Saturday or a Sunday, or whose Saturday or Sunday she works, shows the whole week,
 * Monday to Sunday.
 */
export function visibleDays(
  date: Date,
  view: CalendarView,
  items: readonly { start: Date; end: Date }[] = [],
  week?: HerWeek,
): Date[] {
  if (view === 'day') return [dayOf(date)];
  const days = weekDays(date);
  const weekend = days
    .filter(isWeekend)
    .some((day) => items.some(onDay(day)) || (week !== undefined && worksOn(week, day)));
  return weekend ? days : days.slice(0, 5);
}

/** The library's view for those days: 'week' is Monday to Sunday (dayjs in Spanish). */
export const gridView = (view: CalendarView, days: readonly Date[]): GridView =>
  view === 'work_week' && days.length === 7 ? 'week' : view;

/**
 * The next day 'Anterior' or 'Próximo' shows in the day view: the next weekday, or a
 * Saturday or Sunday that holds an appointment (or whose week is not loaded yet, so it
 * may). `itemsOfWeek` gives a week's items by its Monday, undefined when unknown.
 */
export function stepDay(
  date: Date,
  sign: 1 | -1,
  itemsOfWeek: (monday: Date) => readonly { start: Date; end: Date }[] | undefined,
  week?: HerWeek,
): Date {
  let next = plusDays(dayOf(date), sign);
  for (;;) {
    if (!isWeekend(next) || (week && worksOn(week, next))) return next;
    const items = itemsOfWeek(weekDays(next)[0]!);
    if (items === undefined || items.some(onDay(next))) return next;
    next = plusDays(next, sign);
  }
}

/** The GET calendar range of those days, as instants. */
export function queryRange(days: readonly Date[]): { from: string; to: string } {
  return {
    from: fromMontevideoClock(days[0]!).toISOString(),
    to: fromMontevideoClock(plusDays(days.at(-1)!, 1)).toISOString(),
  };
}

/**
 * The day a calendar opens on: today in Montevideo, or the next Monday on a weekend; with
 * her week, today when she works it (a working Saturday opens on Saturday), else the next
 * day she works.
 */
export function firstDay(now: Date, week?: HerWeek): Date {
  const today = dayOf(toMontevideoClock(now));
  if (week && week.weeklyHours.length > 0) {
    for (let d = 0; d < 7; d++) if (worksOn(week, plusDays(today, d))) return plusDays(today, d);
  }
  const weekend = today.getDay() === 6 ? 2 : today.getDay() === 0 ? 1 : 0;
  return plusDays(today, weekend);
}

/** The API's events as calendar items, in Montevideo clock readings. */
export const eventItems = (events: readonly TCalendarEvent[]): CalendarItem[] =>
  events.map((e) => ({
    id: e._id,
    title: e.title,
    start: toMontevideoClock(e.start),
    end: toMontevideoClock(e.end),
    kind: e.busy ? 'busy' : 'event',
    event: e,
  }));

/** A calendar day (a clock reading) as 'YYYY-MM-DD'. */
export const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** The GET disponibilidad range of those days: Montevideo days, both included. */
export const slotRange = (days: readonly Date[]): { desde: string; hasta: string } => ({
  desde: isoDay(days[0]!),
  hasta: isoDay(days.at(-1)!),
});

/**
 * The slots a client could book now, as the server's one rule (GET disponibilidad) offers
 * them: the web never makes up hours of its own.
 */
export const freeItems = (slots: readonly TSlot[]): CalendarItem[] =>
  slots.map((s) => ({
    id: `free-${s.start}`,
    title: FREE_TITLE,
    start: toMontevideoClock(s.start),
    end: toMontevideoClock(s.end),
    kind: 'free',
    event: null,
  }));

/**
 * The hours the grid shows: her hours when known (her earliest start to her latest end over
 * the week), else 9 to 17; widened to any appointment set outside them and to any free slot,
 * so none is hidden.
 */
export function shownHours(
  items: readonly CalendarItem[],
  week?: HerWeek,
): { first: number; last: number } {
  const ranges = week?.weeklyHours ?? [];
  let first: number = ranges.length
    ? Math.min(...ranges.map((r) => Math.floor(minutesOfDay(r.start) / 60)))
    : AGENDA_HOURS.first;
  let last: number = ranges.length
    ? Math.max(...ranges.map((r) => Math.ceil(minutesOfDay(r.end) / 60)))
    : AGENDA_HOURS.last;
  for (const { start, end } of items) {
    if (
      end.getTime() - start.getTime() >= DAY_MS ||
      dayOf(start).getTime() !== dayOf(end).getTime()
    )
      continue;
    first = Math.min(first, start.getHours());
    last = Math.max(last, end.getHours() + (end.getMinutes() > 0 ? 1 : 0));
  }
  return { first, last };
}
