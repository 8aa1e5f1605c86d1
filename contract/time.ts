/**
 * Montevideo time, the one place that knows it (DECISIONS §5 and §7): every instant is
 * read, written and counted in Montevideo through Intl and the IANA zone, never a fixed
 * offset, so a change of Uruguay's clocks needs no code. The api (rules, mails, CSV) and
 * the web (every page) use these helpers; nothing else names the zone or builds a date
 * formatter. No zod, and no imports but the calendar-day arithmetic: public pages load
 * this on their first paint.
 */

import { addDays, daysBetween, daysFromTo, MAX_WALK_DAYS, weekdayOf } from './calendar-day';

export const MONTEVIDEO_TIME_ZONE = 'America/Montevideo';

/**
 * Every way a date is written, in Spanish (Uruguay). Each formatter is built on first use:
 * creating one loads locale and time-zone data (tens of milliseconds on a phone), and most
 * pages that load this file format one or two of these, often none.
 */
const FORMATS = {
  /** '23 de noviembre de 2026' */
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'lunes, 10 de marzo de 2025' */
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'miércoles, 18 de marzo' */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** '21/11/2026' */
  numericDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** '12 nov. 2026' */
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '12 nov.' */
  dayMonth: { day: 'numeric', month: 'short' },
  /** '12 nov. 26' */
  dayMonthShortYear: { day: 'numeric', month: 'short', year: '2-digit' },
  /** '12 nov. 2026, 09:30' */
  shortDateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** '18 de marzo de 2026 a las 16:52' (the purchase mails): 24-hour, as Uruguay writes it */
  longDateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' },
  /** '09:30' */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type MontevideoFormat = keyof typeof FORMATS;

/** Every named format (web/src/lib/intl-warm.worker.ts builds each once, off the main thread). */
export const MONTEVIDEO_FORMATS = Object.keys(FORMATS) as MontevideoFormat[];

const made: Partial<Record<MontevideoFormat | 'parts', Intl.DateTimeFormat>> = {};

const formatter = (
  name: MontevideoFormat | 'parts',
  locale: string,
  options: Intl.DateTimeFormatOptions,
) =>
  (made[name] ??= new Intl.DateTimeFormat(locale, { timeZone: MONTEVIDEO_TIME_ZONE, ...options }));

/** Instant `at` as a person in Uruguay reads it, in one of the named formats. */
export function formatInMontevideo(at: Date, format: MontevideoFormat): string {
  return formatter(format, 'es-UY', FORMATS[format]).format(at);
}

/** en-US: its parts are ASCII digits and English weekday names, whatever the ICU data. */
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A wall clock in Montevideo: month 1-12, weekday 0 (Sunday) to 6. */
export interface MontevideoClock {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on a wall in Montevideo reads at instant `d`. */
export function montevideoTime(d: Date): MontevideoClock {
  const parts = formatter('parts', 'en-US', PARTS).formatToParts(d);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: WEEKDAYS.indexOf(p.weekday!),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/**
 * The instant at which a wall clock in Montevideo reads the given time (month 1-12; a day
 * past the month's end rolls into the next): the zone's offset is looked up at a first
 * guess and checked once more, so a change of offset (should Uruguay bring daylight saving
 * back) needs no code.
 */
export function montevideoInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // How far Montevideo's clock is ahead of UTC at instant t (whole seconds).
  const offsetAt = (t: number) => {
    const c = montevideoTime(new Date(t));
    const read = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
    return read - Math.floor(t / 1000) * 1000;
  };
  let t = wall - offsetAt(wall);
  t = wall - offsetAt(t);
  return new Date(t);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Montevideo calendar day of an instant: 'YYYY-MM-DD'. */
export function montevideoDay(d: Date): string {
  const c = montevideoTime(d);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** 'YYYY-MM-DD HH:mm' in Montevideo, 24-hour: a moment as a spreadsheet reads it. */
export function montevideoStamp(d: Date): string {
  const c = montevideoTime(d);
  return `${montevideoDay(d)} ${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * Noon in Montevideo on a calendar day 'YYYY-MM-DD' (null if it is not one): the instant
 * stored for a day picked without an hour, so it is that same day in every time zone.
 */
export function montevideoNoon(day: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return d ? montevideoInstant(Number(d[1]), Number(d[2]), Number(d[3]), 12) : null;
}

/** The same Montevideo wall-clock time `days` calendar days later (earlier if negative). */
export function addDaysInMontevideo(at: Date, days: number): Date {
  const c = montevideoTime(at);
  return montevideoInstant(
    c.year,
    c.month,
    c.day + days,
    c.hour,
    c.minute,
    c.second,
    at.getUTCMilliseconds(),
  );
}

/**
 * The same Montevideo wall-clock time `months` calendar months later, on the same day of
 * the month or the month's last when it is shorter (31 January + 1 -> 28 February).
 */
export function addMonthsInMontevideo(at: Date, months: number): Date {
  const c = montevideoTime(at);
  // Calendar arithmetic only: a UTC date here stands for a Montevideo calendar month.
  const first = new Date(Date.UTC(c.year, c.month - 1 + months, 1));
  const [year, month] = [first.getUTCFullYear(), first.getUTCMonth() + 1];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return montevideoInstant(
    year,
    month,
    Math.min(c.day, lastDay),
    c.hour,
    c.minute,
    c.second,
    at.getUTCMilliseconds(),
  );
}

/*
 * Business days (issue 11, spec §9 'within 10 business days'; issue 30): Monday to Friday,
 * without the days her calendar closes. Which days those are is data (her days off, and the
 * days the agenda blocks by default unless she opened them: api's practice/work-calendar.ts),
 * so every function here takes it as `closed`; `blockedByDefault` is that calendar before she
 * changes anything. Uruguay's non-working public holidays (feriados no laborables, Ley 16.805)
 * are this list; Carnaval and Semana de Turismo are added below.
 */
export const NON_WORKING_HOLIDAYS: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: 'Año Nuevo' },
  { month: 5, day: 1, name: 'Día de los Trabajadores' },
  { month: 7, day: 18, name: 'Jura de la Constitución' },
  { month: 8, day: 25, name: 'Declaratoria de la Independencia' },
  { month: 12, day: 25, name: 'Navidad' },
];

/** Whether a calendar day 'YYYY-MM-DD' is closed (beyond weekends, which always are). */
export type ClosedDay = (day: string) => boolean;

/** Whether a calendar day 'YYYY-MM-DD' is a business day: a weekday her calendar keeps open. */
export function isBusinessDay(day: string, closed: ClosedDay): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !closed(day);
}

/**
 * The day `n` business days after the Montevideo day of `from` ('YYYY-MM-DD'). A calendar
 * closed for longer than MAX_WALK_DAYS is refused, not walked.
 */
export function addBusinessDays(from: Date, n: number, closed: ClosedDay): string {
  let day = montevideoDay(from);
  let left = n;
  for (let walked = 0; left > 0; walked++) {
    if (walked >= MAX_WALK_DAYS) throw new RangeError('addBusinessDays: no business day ahead');
    day = addDays(day, 1);
    if (isBusinessDay(day, closed)) left -= 1;
  }
  return day;
}

/**
 * Business days from today until `due` (both Montevideo days): 0 on the day itself,
 * negative once it has passed (then counting the business days it is late).
 */
export function businessDaysUntil(now: Date, due: string, closed: ClosedDay): number {
  const today = montevideoDay(now);
  const ahead = daysBetween(today, due) >= 0;
  const [from, to, sign] = ahead ? [today, due, 1] : [due, today, -1];
  // Business days in (from, to]: ahead, the days still to work; late, the days it is late.
  const count = daysFromTo(addDays(from, 1), to).filter((d) => isBusinessDay(d, closed)).length;
  return sign * count;
}

/*
 * The agenda's days blocked by default (issue 20, DECISIONS §10): the five non-working
 * holidays above, Carnival (Monday and Tuesday) and Tourism Week (Monday to Friday before
 * Easter). She opens any of them she works (agenda_opened_days). This is the one place
 * that computes them.
 */

/** Easter Sunday of a year, 'YYYY-MM-DD' (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A day blocked by default, and why. */
export interface BlockedDay {
  day: string;
  name: string;
}

const plusDays = addDays;

/** The days of a year blocked by default on the agenda, in calendar order. */
export function defaultBlockedDays(year: number): BlockedDay[] {
  const easter = easterSunday(year);
  const days: BlockedDay[] = [
    ...NON_WORKING_HOLIDAYS.map((h) => ({
      day: `${year}-${pad(h.month)}-${pad(h.day)}`,
      name: h.name,
    })),
    { day: plusDays(easter, -48), name: 'Carnaval' },
    { day: plusDays(easter, -47), name: 'Carnaval' },
    ...[-6, -5, -4, -3, -2].map((n) => ({ day: plusDays(easter, n), name: 'Semana de Turismo' })),
  ];
  return days.sort((x, y) => x.day.localeCompare(y.day));
}

/** The days blocked by default from `from` to `to` ('YYYY-MM-DD', both included). */
export function defaultBlockedDaysBetween(from: string, to: string): BlockedDay[] {
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
  return years.flatMap(defaultBlockedDays).filter((b) => b.day >= from && b.day <= to);
}

const blockedByYear = new Map<number, Set<string>>();

/** The agenda's calendar before she opens or closes any day: the days blocked by default. */
export const blockedByDefault: ClosedDay = (day) => {
  const year = Number(day.slice(0, 4));
  let days = blockedByYear.get(year);
  if (!days) blockedByYear.set(year, (days = new Set(defaultBlockedDays(year).map((b) => b.day))));
  return days.has(day);
};
