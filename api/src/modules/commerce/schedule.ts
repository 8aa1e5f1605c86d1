const DAY_MS = 86_400_000;

/** The same day `months` calendar months later (31 January + 1 -> 28 February). */
function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return d;
}

/**
 * The controls a paid plan includes (`queries`), spread evenly over its `time` months
 * from the day it was paid (DECISIONS §4): 3 months and 3 controls is one on the same
 * day of each following month; a fraction of a month counts 30 days. A plan without a
 * duration counts as one month.
 */
export function scheduleControls(start: Date, months: number, count: number): Date[] {
  if (count <= 0) return [];
  const span = Math.max(1, months);
  return Array.from({ length: count }, (_, i) => {
    const offset = ((i + 1) * span) / count;
    const whole = Math.floor(offset);
    const days = Math.round((offset - whole) * 30);
    return new Date(addMonths(start, whole).getTime() + days * DAY_MS);
  });
}
