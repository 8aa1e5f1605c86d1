/**
 * The agenda's time rules (DECISIONS §5), pure functions of instants read in
 * America/Montevideo through Intl and the IANA zone (never a fixed offset): the server
 * enforces them, the web uses the same ones to offer only the hours it would accept.
 * No zod here: the web's date helpers (lib/dates.ts) load this on every page.
 */

export const AGENDA_TIME_ZONE = 'America/Montevideo';
/** Bookable hours: Monday to Friday, slots of 60 minutes starting 9:00 to 16:00. */
export const AGENDA_HOURS = { first: 9, last: 17, slotMinutes: 60 } as const;
/** A client may cancel their own booking up to this long before it starts. */
export const CANCEL_NOTICE_HOURS = 24;

export const AGENDA_MSG = {
  booked: 'Control agendado',
  updated: 'Turno actualizado',
  cancelled: 'Turno cancelado',
  cancelledCredit: 'Turno cancelado: podés elegir otro día y hora cuando quieras',
  noCredit:
    'Para agendar necesitás un Turno Presencial pago sin usar. Comprá uno en Turnos Presenciales.',
  weekday: 'Los turnos son de lunes a viernes',
  hours: 'Los turnos son de 9:00 a 17:00, en punto, de una hora',
  past: 'Ese horario ya pasó: elegí otro',
  overlap: 'Ese horario ya está ocupado: elegí otro',
  badRange: 'El fin tiene que ser posterior al inicio',
  tooLong: 'Un turno puede durar hasta 12 horas',
  tooLate:
    'Faltan menos de 24 horas para el turno: escribile a la nutricionista para cancelarlo o cambiarlo',
  notFound: 'No encontramos ese turno',
  rangeTooWide: 'Pedí hasta 62 días de calendario por vez',
  clientNotFound: 'No encontramos ese usuario',
} as const;

/**
 * A formatter in Montevideo, built on first use: creating one loads locale and time-zone
 * data (tens of milliseconds on a phone), and most pages that load this never format.
 */
export function inMontevideo(locale: string, options: Intl.DateTimeFormatOptions) {
  let f: Intl.DateTimeFormat | undefined;
  return () => (f ??= new Intl.DateTimeFormat(locale, { timeZone: AGENDA_TIME_ZONE, ...options }));
}

const parts = inMontevideo('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

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
  const p = Object.fromEntries(
    parts()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
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
 * The instant at which a wall clock in Montevideo reads the given time (month 1-12):
 * the zone's offset is looked up at a first guess and checked once more, so a change of
 * offset (should Uruguay bring daylight saving back) needs no code.
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

const HOUR_MS = 3_600_000;

/**
 * Why a client may not book this range, or null: Monday to Friday, a whole hour starting
 * on the hour between 9:00 and 16:00 in Montevideo, not in the past (DECISIONS §5).
 */
export function clientSlotProblem(start: Date, end: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return AGENDA_MSG.past;
  const t = montevideoTime(start);
  if (t.weekday === 0 || t.weekday === 6) return AGENDA_MSG.weekday;
  const whole = t.minute === 0 && t.second === 0 && start.getUTCMilliseconds() === 0;
  const slot = AGENDA_HOURS.slotMinutes * 60_000;
  if (
    !whole ||
    end.getTime() - start.getTime() !== slot ||
    t.hour < AGENDA_HOURS.first ||
    t.hour * HOUR_MS + slot > AGENDA_HOURS.last * HOUR_MS
  )
    return AGENDA_MSG.hours;
  return null;
}

/** The admin may book outside the hours, never in the past nor for more than 12 hours. */
export function adminSlotProblem(start: Date, end: Date, now: Date): string | null {
  if (end.getTime() <= now.getTime()) return AGENDA_MSG.past;
  if (end.getTime() <= start.getTime()) return AGENDA_MSG.badRange;
  if (end.getTime() - start.getTime() > 12 * HOUR_MS) return AGENDA_MSG.tooLong;
  return null;
}

/** A client cancels their own booking only up to 24 hours before it starts. */
export const clientMayCancel = (start: Date, now: Date) =>
  start.getTime() - now.getTime() >= CANCEL_NOTICE_HOURS * HOUR_MS;

const dayText = inMontevideo('es-UY', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeText = inMontevideo('es-UY', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'martes, 3 de marzo de 2026, de 09:00 a 10:00' in Montevideo: mails and the web say it alike. */
export function appointmentRange(start: Date, end: Date): string {
  return `${dayText().format(start)}, de ${timeText().format(start)} a ${timeText().format(end)}`;
}
