/**
 * Business days in America/Montevideo (issue 11, spec §9 'within 10 business days'):
 * Monday to Friday, without Uruguay's non-working public holidays (feriados no
 * laborables, Ley 16.805). The movable and working holidays (Carnaval, Semana de
 * Turismo, 19 April, 18 May, 19 June, 12 October, 2 November) are working days by law.
 * This list is the one place that knows them.
 */
import { inMontevideo } from '@contract/agenda-slots';

export const NON_WORKING_HOLIDAYS: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: 'Año Nuevo' },
  { month: 5, day: 1, name: 'Día de los Trabajadores' },
  { month: 7, day: 18, name: 'Jura de la Constitución' },
  { month: 8, day: 25, name: 'Declaratoria de la Independencia' },
  { month: 12, day: 25, name: 'Navidad' },
];

const DAY_MS = 86_400_000;

const dayParts = inMontevideo('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Montevideo calendar day of an instant: 'YYYY-MM-DD'. */
export function montevideoDay(d: Date): string {
  return dayParts().format(d);
}

/** A calendar day as a UTC-noon Date, to step day by day without zone arithmetic. */
function noon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

export function isBusinessDay(day: string): boolean {
  const d = noon(day);
  const weekday = d.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const [month, date] = [d.getUTCMonth() + 1, d.getUTCDate()];
  return !NON_WORKING_HOLIDAYS.some((h) => h.month === month && h.day === date);
}

/** The day `n` business days after the Montevideo day of `from` ('YYYY-MM-DD'). */
export function addBusinessDays(from: Date, n: number): string {
  let d = noon(montevideoDay(from));
  let left = n;
  while (left > 0) {
    d = new Date(d.getTime() + DAY_MS);
    if (isBusinessDay(d.toISOString().slice(0, 10))) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

/**
 * Business days from today until `due` (both Montevideo days): 0 on the day itself,
 * negative once it has passed (then counting the business days it is late).
 */
export function businessDaysUntil(now: Date, due: string): number {
  const today = montevideoDay(now);
  const [from, to, sign] = today <= due ? [today, due, 1] : [due, today, -1];
  // Business days in (from, to]: ahead, the days still to work; late, the days it is late.
  let count = 0;
  for (let d = noon(from); d.toISOString().slice(0, 10) < to;) {
    d = new Date(d.getTime() + DAY_MS);
    if (isBusinessDay(d.toISOString().slice(0, 10))) count += 1;
  }
  return sign * count;
}
