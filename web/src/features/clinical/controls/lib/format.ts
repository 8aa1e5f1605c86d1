import type { TControlType } from '@contract/clinical';

/** Dates are read as a client in Uruguay reads them (DECISIONS §5), the real day (DECISIONS §7). */
export const TIME_ZONE = 'America/Montevideo';

const longDate = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dayMonth = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

const dayMonthYear = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: '2-digit',
});

const dateTime = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const yearOf = new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });

const number = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });

/** '12 de noviembre de 2026' */
export const formatControlDate = (iso: string) => longDate.format(new Date(iso));

/** '12 nov. 2026, 09:30': when something happened (the access log). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/**
 * Short labels for a chart's axis: '12 nov.', with the year ('12 nov. 26') when the
 * dates span more than one year, so two Novembers are told apart.
 */
export function axisDates(isos: readonly string[]): string[] {
  const years = new Set(isos.map((d) => yearOf.format(new Date(d))));
  const f = years.size > 1 ? dayMonthYear : dayMonth;
  return isos.map((d) => f.format(new Date(d)));
}

/** '72,5 kg'; null when there is no value. */
export function formatMeasure(value: number | null | undefined, unit?: string): string | null {
  if (value === null || value === undefined) return null;
  const n = number.format(value);
  return unit ? `${n} ${unit}` : n;
}

/** The type as a person reads it: 'Offline' is stored, 'Presencial' is said. */
export const typeLabel = (typo: TControlType) => (typo === 'Offline' ? 'Presencial' : 'Online');
