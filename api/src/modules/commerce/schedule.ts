import { addDaysInMontevideo, addMonthsInMontevideo } from '@contract/time';

/**
 * The controls a paid plan includes (`queries`), spread evenly over its `time` months
 * from the day it was paid (DECISIONS §4): 3 months and 3 controls is one on the same
 * day of each following month; a fraction of a month counts 30 days. A plan without a
 * duration counts as one month. Counted on Montevideo's calendar, so a plan paid late in
 * the evening has its controls on the client's day, not on UTC's.
 */
export function scheduleControls(start: Date, months: number, count: number): Date[] {
  if (count <= 0) return [];
  const span = Math.max(1, months);
  return Array.from({ length: count }, (_, i) => {
    const offset = ((i + 1) * span) / count;
    const whole = Math.floor(offset);
    const days = Math.round((offset - whole) * 30);
    return addDaysInMontevideo(addMonthsInMontevideo(start, whole), days);
  });
}
