/**
 * A calendar day, 'YYYY-MM-DD', as people name it: no time, no zone. Every step from one
 * day to another is counted on the day's noon UTC, so neither a zone nor a clock change can
 * move it. The one home of day arithmetic for the API, the web and the contract (which day
 * it is *in Montevideo* at an instant is contract/time.ts's `montevideoDay`).
 */

/** Milliseconds in a day of 24 hours (Montevideo keeps no daylight saving). */
export const DAY_MS = 86_400_000;

/** The day's noon UTC, the instant day arithmetic steps from. */
export const dayNoon = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** The calendar day of an instant read in UTC (for instants made by `dayNoon`). */
export const utcDayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** The day `n` days after `day` (n < 0: before). */
export function addDays(day: string, n: number): string {
  return utcDayOf(new Date(dayNoon(day).getTime() + n * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNoon(to).getTime() - dayNoon(from).getTime()) / DAY_MS);
}

/** 0 Sunday ... 6 Saturday, as `Date.getUTCDay` counts. */
export const weekdayOf = (day: string): number => dayNoon(day).getUTCDay();

/**
 * The most days one walk over the calendar takes: ten years. No range the product asks for
 * is longer (the agenda's window is three years, a delivery's a few weeks); a longer one is
 * a bug, refused rather than walked (issue 33: a loop over strings ran past 9999-12-31,
 * whose next day '+010000-01-01' sorts before it, for 97 million days).
 */
export const MAX_WALK_DAYS = 3_700;

/** The days from `from` to `to` ('YYYY-MM-DD', both included; none when `to` comes first). */
export function daysFromTo(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  if (!Number.isFinite(n) || n > MAX_WALK_DAYS)
    throw new RangeError(`daysFromTo: ${from}..${to} is not a range of days to walk`);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}
