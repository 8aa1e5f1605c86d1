import type { TCalendarEvent } from '@contract/agenda';
import { AGENDA_HOURS, clientSlotProblem } from '@contract/agenda-slots';
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

/** The label of a bookable hour on the booking page. */
export const FREE_TITLE = 'Libre';

const DAY_MS = 86_400_000;
const SLOT_MS = AGENDA_HOURS.slotMinutes * 60_000;

const dayOf = (clock: Date) => new Date(clock.getFullYear(), clock.getMonth(), clock.getDate());
const plusDays = (day: Date, n: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + n);

/** The days a view shows around `date` (clock readings at midnight): Monday to Friday, or the day. */
export function visibleDays(date: Date, view: CalendarView): Date[] {
  const day = dayOf(date);
  if (view === 'day') return [day];
  const monday = plusDays(day, -((day.getDay() + 6) % 7));
  return [0, 1, 2, 3, 4].map((i) => plusDays(monday, i));
}

/** The GET calendar range of those days, as instants. */
export function queryRange(days: readonly Date[]): { from: string; to: string } {
  return {
    from: fromMontevideoClock(days[0]!).toISOString(),
    to: fromMontevideoClock(plusDays(days.at(-1)!, 1)).toISOString(),
  };
}

/** The day a calendar opens on: today in Montevideo, or the next Monday on a weekend. */
export function firstDay(now: Date): Date {
  const today = dayOf(toMontevideoClock(now));
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

/**
 * The hours of those days a client could book now: the slots the server's own rule
 * (contract/agenda-slots) accepts that no live event overlaps.
 */
export function freeSlots(
  days: readonly Date[],
  events: readonly TCalendarEvent[],
  now: Date,
): CalendarItem[] {
  const taken = events.map((e) => [Date.parse(e.start), Date.parse(e.end)] as const);
  const items: CalendarItem[] = [];
  for (const day of days)
    for (let hour = AGENDA_HOURS.first; hour < AGENDA_HOURS.last; hour += SLOT_MS / 3_600_000) {
      const start = fromMontevideoClock(
        new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour),
      );
      const end = new Date(start.getTime() + SLOT_MS);
      if (clientSlotProblem(start, end, now)) continue;
      if (taken.some(([s, e]) => s < end.getTime() && start.getTime() < e)) continue;
      items.push({
        id: `free-${start.toISOString()}`,
        title: FREE_TITLE,
        start: toMontevideoClock(start),
        end: toMontevideoClock(end),
        kind: 'free',
        event: null,
      });
    }
  return items;
}

/**
 * The hours the grid shows: 9 to 17, widened to any appointment the nutritionist set
 * outside them, so none is hidden.
 */
export function shownHours(items: readonly CalendarItem[]): { first: number; last: number } {
  let first: number = AGENDA_HOURS.first;
  let last: number = AGENDA_HOURS.last;
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
