/**
 * Dates as a person in Uruguay reads them: every instant is shown in
 * America/Montevideo (DECISIONS §5), on its real day (DECISIONS §7: never the old
 * product's -10 days). The one place the web formats a date.
 */
import { inMontevideo, montevideoInstant, montevideoTime } from '@contract/agenda-slots';

/** Each made on first use (see inMontevideo): a page uses one or two of these, often none. */
const format = (options: Intl.DateTimeFormatOptions, locale = 'es-UY') => {
  const made = inMontevideo(locale, options);
  return { format: (d: Date) => made().format(d) };
};
type Formatter = ReturnType<typeof format>;

const long = format({ day: 'numeric', month: 'long', year: 'numeric' });
const longWithWeekday = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const numeric = format({ day: '2-digit', month: '2-digit', year: 'numeric' });
const short = format({ day: 'numeric', month: 'short', year: 'numeric' });
const dayMonth = format({ day: 'numeric', month: 'short' });
const dayMonthYear = format({ day: 'numeric', month: 'short', year: '2-digit' });
const dateTime = format({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const yearOf = format({ year: 'numeric' }, 'en');
const isoDay = format({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

const valid = (iso: string | number): Date | null => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};
const using = (f: Formatter) => (iso: string | number) => {
  const d = valid(iso);
  return d ? f.format(d) : '—';
};

/** '23 de noviembre de 2026' */
export const formatDate = using(long);

/** 'Lunes, 10 de marzo de 2025' */
export function formatLongDate(iso: string): string {
  const text = using(longWithWeekday)(iso);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '21/11/2026': a date in a back-office table. */
export const formatNumericDate = using(numeric);

/** '12 nov. 2026': a date in a narrow table cell. */
export const formatShortDate = using(short);

/** '12 nov. 2026, 09:30': when something happened. */
export const formatDateTime = using(dateTime);

/**
 * Short labels for a chart's axis: '12 nov.', with the year ('12 nov. 26') when the
 * dates span more than one year, so two Novembers are told apart.
 */
export function axisDates(isos: readonly string[]): string[] {
  const years = new Set(isos.map((d) => yearOf.format(new Date(d))));
  const f = years.size > 1 ? dayMonthYear : dayMonth;
  return isos.map((d) => f.format(new Date(d)));
}

/** A plan's duration (DECISIONS §6): '1 mes', '2 meses'. */
export const monthsText = (months: number) => (months === 1 ? '1 mes' : `${months} meses`);

/** The calendar day in Montevideo as YYYY-MM-DD, for a date input. */
export function toDateInput(iso: string | null | undefined): string {
  const d = iso ? valid(iso) : null;
  return d ? isoDay.format(d) : '';
}

/**
 * A date input's YYYY-MM-DD as an instant at noon in Montevideo, so the stored
 * day is the one the admin picked in any time zone ('' while incomplete). Through the
 * zone, not a fixed offset: a future change of Uruguay's clocks needs no code.
 */
export function fromDateInput(day: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return d ? montevideoInstant(Number(d[1]), Number(d[2]), Number(d[3]), 12).toISOString() : '';
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
