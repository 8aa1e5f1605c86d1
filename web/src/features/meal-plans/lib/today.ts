import { addDays, dayNoon, weekdayOf } from '@contract/calendar-day';
import { montevideoDay } from '@contract/time';
import { formatDate } from '@web/lib/dates';

/**
 * Calendar days of the client's plan page, as Montevideo counts them: which day is today,
 * which days a meal may still be ticked, and how those days are named on a phone. Days are
 * 'YYYY-MM-DD' strings, counted at noon UTC so no zone or clock change moves them.
 */

/** How many days back a meal may be ticked (the API refuses older ones). */
export const TICK_DAYS_BACK = 7;

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** Today in Montevideo, whatever the phone's own zone. */
export const todayInMontevideo = (now: Date = new Date()) => montevideoDay(now);

/** 'jueves 26': a day close enough that its month goes without saying. */
export function weekdayAndDay(day: string): string {
  return `${WEEKDAYS[weekdayOf(day)]} ${dayNoon(day).getUTCDate()}`;
}

/** 'Hoy, jueves 26', 'Ayer, miércoles 25', 'Lunes 23'. */
export function dayHeading(day: string, today: string): string {
  const name = weekdayAndDay(day);
  if (day === today) return `Hoy, ${name}`;
  if (day === addDays(today, -1)) return `Ayer, ${name}`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The days a client may tick, today first: today and the 7 before it, none before the
 * plan was first published (`since`, a Montevideo day), as the API checks them.
 */
export function tickableDays(today: string, since: string | null): string[] {
  const days: string[] = [];
  for (let i = 0; i <= TICK_DAYS_BACK; i += 1) {
    const day = addDays(today, -i);
    if (since && day < since) break;
    days.push(day);
  }
  return days.length > 0 ? days : [today];
}

/** The last `count` days up to `to`, oldest first (the adherence strip). */
export function daysUpTo(to: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(to, i - count + 1));
}

/**
 * '12 de noviembre' for a moment of this year, '12 de noviembre de 2025' for another one
 * (a version's publication), in Montevideo.
 */
export function publishedOn(iso: string, today: string): string {
  return formatDate(iso).replace(new RegExp(` de ${today.slice(0, 4)}$`), '');
}

/** The client's plan to open: the one published last (null when none is published). */
export function latestPublished<T extends { version: number | null; publishedAt: string | null }>(
  plans: readonly T[],
): T | null {
  return (
    plans
      .filter((p) => p.version !== null && p.publishedAt !== null)
      .sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!))[0] ?? null
  );
}
