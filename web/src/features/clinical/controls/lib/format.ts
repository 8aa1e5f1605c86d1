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

const dateShort = new Intl.DateTimeFormat('es-UY', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const yearOf = new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' });

const number = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });
const fixed = [0, 1, 2].map(
  (d) => new Intl.NumberFormat('es-UY', { minimumFractionDigits: d, maximumFractionDigits: d }),
);

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

/** '0,80': a figure always with the same decimals (ratios 2, IMC 1), so a column lines up. */
export function formatFixed(
  value: number | null | undefined,
  digits: 0 | 1 | 2,
  unit?: string,
): string | null {
  if (value === null || value === undefined) return null;
  const n = fixed[digits]!.format(value);
  return unit ? `${n} ${unit}` : n;
}

/** '12 nov. 2026': a date in a table cell. */
export const formatShortDate = (iso: string) => dateShort.format(new Date(iso));

/** The type as a person reads it: 'Offline' is stored, 'Presencial' is said. */
export const typeLabel = (typo: TControlType) => (typo === 'Offline' ? 'Presencial' : 'Online');
