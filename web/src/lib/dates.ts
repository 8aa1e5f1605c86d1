/**
 * Dates as a person in Uruguay reads them: every instant is shown in Montevideo time
 * (DECISIONS §5), on its real day (DECISIONS §7: never the old product's -10 days). What
 * the web's pages call; the formats themselves live in contract/time.ts.
 */
import {
  formatInMontevideo,
  montevideoDay,
  montevideoInstant,
  montevideoNoon,
  montevideoTime,
  type MontevideoFormat,
} from '@contract/time';

const valid = (iso: string | number): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};
const using = (format: MontevideoFormat) => (iso: string | number) => {
  const d = valid(iso);
  return d ? formatInMontevideo(d, format) : '—';
};

/** '23 de noviembre de 2026' */
export const formatDate = using('date');

/** 'Lunes, 10 de marzo de 2025' */
export function formatLongDate(iso: string): string {
  const text = using('weekdayDate')(iso);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '21/11/2026': a date in a back-office table. */
export const formatNumericDate = using('numericDate');

/** '21/11/2026 09:30': a moment in a back-office table (24 hours, Montevideo). */
export const formatNumericDateTime = (iso: string | number) =>
  valid(iso) ? `${formatNumericDate(iso)} ${formatTime(iso)}` : '—';

/** '12 nov. 2026': a date in a narrow table cell. */
export const formatShortDate = using('shortDate');

/** '12 nov. 2026, 09:30': when something happened. */
export const formatDateTime = using('shortDateTime');

/** '09:30': an hour of a day already named. */
export const formatTime = using('time');

/**
 * Short labels for a chart's axis: '12 nov.', with the year ('12 nov. 26') when the
 * dates span more than one year, so two Novembers are told apart.
 */
export function axisDates(isos: readonly string[]): string[] {
  const years = new Set(isos.map((d) => montevideoTime(new Date(d)).year));
  const format = years.size > 1 ? 'dayMonthShortYear' : 'dayMonth';
  return isos.map((d) => formatInMontevideo(new Date(d), format));
}

/** A plan's duration (DECISIONS §6): '1 mes', '2 meses'. */
export const monthsText = (months: number) => (months === 1 ? '1 mes' : `${months} meses`);

/** The calendar day in Montevideo as YYYY-MM-DD, for a date input. */
export function toDateInput(iso: string | null | undefined): string {
  const d = iso ? valid(iso) : null;
  return d ? montevideoDay(d) : '';
}

/**
 * A date input's YYYY-MM-DD as an instant at noon in Montevideo, so the stored
 * day is the one the admin picked in any time zone ('' while incomplete).
 */
export function fromDateInput(day: string): string {
  return montevideoNoon(day)?.toISOString() ?? '';
}

/** A calendar day of Montevideo ('YYYY-MM-DD', e.g. a due date): '23 de julio de 2025'. */
export const formatDay = (day: string) => formatDate(fromDateInput(day));

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

/*
 * A calendar widget (react-big-calendar) lays out Dates by the browser's own clock, which
 * may be in any zone. It is given "clock readings" instead: local Dates whose wall clock
 * reads what a clock in Montevideo reads (docs/decisions/0010).
 */

/** The local Date whose wall clock reads what Montevideo's reads at instant `at`. */
export function toMontevideoClock(at: Date | string): Date {
  const c = montevideoTime(new Date(at));
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}

/** The instant at which Montevideo's clock reads what the local Date `clock` reads. */
export function fromMontevideoClock(clock: Date): Date {
  return montevideoInstant(
    clock.getFullYear(),
    clock.getMonth() + 1,
    clock.getDate(),
    clock.getHours(),
    clock.getMinutes(),
    clock.getSeconds(),
    clock.getMilliseconds(),
  );
}

/** 'hace un momento', 'hace 5 min', 'hace 2 h', 'hace 3 días': how long ago `at` was. */
export function timeAgo(at: number, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 1) return 'hace un momento';
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
