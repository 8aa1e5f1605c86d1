import {
  addDaysInMontevideo,
  addMonthsInMontevideo,
  type ClosedDay,
  isBusinessDay,
  montevideoDay,
} from '@contract/time';

/**
 * The controls a paid plan includes (`queries`), spread evenly over its `time` months
 * from the day it was paid (DECISIONS §4): 3 months and 3 controls is one on the same
 * day of each following month; a fraction of a month counts 30 days. A plan without a
 * duration counts as one month. Counted on Montevideo's calendar, so a plan paid late in
 * the evening has its controls on the client's day, not on UTC's. A control that would
 * fall on a weekend or a day her calendar closes (`closed`: a holiday, Carnival, Tourism Week,
 * her vacation; practice/work-calendar.ts) moves to the next business day: nobody is expected
 * at a control on Christmas, or while she is away. Two controls never share a
 * day (a plan with many controls a month): a later one moves past the one before.
 */
export function scheduleControls(
  start: Date,
  months: number,
  count: number,
  closed: ClosedDay,
): Date[] {
  if (count <= 0) return [];
  const span = Math.max(1, months);
  const dates: Date[] = [];
  for (let i = 0; i < count; i++) {
    const offset = ((i + 1) * span) / count;
    const whole = Math.floor(offset);
    const days = Math.round((offset - whole) * 30);
    let date = nextBusinessDay(
      addDaysInMontevideo(addMonthsInMontevideo(start, whole), days),
      closed,
    );
    const before = dates.at(-1);
    if (before && montevideoDay(date) <= montevideoDay(before))
      date = nextBusinessDay(addDaysInMontevideo(before, 1), closed);
    dates.push(date);
  }
  return dates;
}

/** The same Montevideo time on the first business day from `at`'s day on (itself if it is one). */
function nextBusinessDay(at: Date, closed: ClosedDay): Date {
  let d = at;
  while (!isBusinessDay(montevideoDay(d), closed)) d = addDaysInMontevideo(d, 1);
  return d;
}
