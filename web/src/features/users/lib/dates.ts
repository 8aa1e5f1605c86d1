/** Dates are shown as a client in Uruguay reads them (DECISIONS §5: America/Montevideo). */
export const TIME_ZONE = 'America/Montevideo';

const longDate = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'lunes, 10 de marzo de 2025' */
export function formatLongDate(iso: string): string {
  const text = longDate.format(new Date(iso));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The calendar day in Montevideo as YYYY-MM-DD, for a date input. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : isoDay.format(d);
}

/**
 * A date input's YYYY-MM-DD as an instant at noon in Montevideo, so the stored
 * day is the one the admin picked in any time zone (Uruguay has no daylight saving).
 */
export function fromDateInput(day: string): string {
  return day ? `${day}T12:00:00-03:00` : '';
}

/** Future dates only, soonest first, one per calendar day. */
export function upcomingDates(dates: Array<string | null | undefined>, now = new Date()): string[] {
  const seen = new Set<string>();
  return dates
    .filter((d): d is string => Boolean(d))
    .filter((d) => new Date(d).getTime() > now.getTime())
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())
    .filter((d) => {
      const day = toDateInput(d);
      if (seen.has(day)) return false;
      seen.add(day);
      return true;
    });
}
