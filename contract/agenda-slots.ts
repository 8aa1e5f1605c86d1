/**
 * The agenda's time rules (DECISIONS §5), pure functions of instants read in Montevideo
 * time (contract/time.ts): the server enforces them, the web uses the same ones to offer
 * only the hours it would accept. No zod: the web's agenda uses these rules without
 * loading the schemas.
 */
import { addDaysInMontevideo, formatInMontevideo, montevideoDay, montevideoTime } from './time';

/** Bookable hours: Monday to Friday, slots of 60 minutes starting 9:00 to 16:00. */
export const AGENDA_HOURS = { first: 9, last: 17, slotMinutes: 60 } as const;
/** A client may cancel their own booking up to this long before it starts. */
export const CANCEL_NOTICE_HOURS = 24;
/** A client books at most this many days ahead (DECISIONS §9); the admin is not limited. */
export const BOOKING_HORIZON_DAYS = 60;

export const AGENDA_MSG = {
  booked: 'Control agendado',
  updated: 'Turno actualizado',
  movedNotified: 'Turno actualizado: le avisamos al cliente el nuevo horario por email',
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
  tooFar: `Los turnos se reservan con hasta ${BOOKING_HORIZON_DAYS} días de anticipación: elegí una fecha más cercana`,
} as const;

const HOUR_MS = 3_600_000;

/**
 * The last Montevideo day a client may book on: today plus BOOKING_HORIZON_DAYS, counted
 * in calendar days, so every hour of that day is offered whatever the time now.
 */
export const lastBookableDay = (now: Date): string =>
  montevideoDay(addDaysInMontevideo(now, BOOKING_HORIZON_DAYS));

/**
 * Why a client may not book this range, or null: Monday to Friday, a whole hour starting
 * on the hour between 9:00 and 16:00 in Montevideo, not in the past, at most
 * BOOKING_HORIZON_DAYS ahead (DECISIONS §5 and §9).
 */
export function clientSlotProblem(start: Date, end: Date, now: Date): string | null {
  if (start.getTime() <= now.getTime()) return AGENDA_MSG.past;
  if (montevideoDay(start) > lastBookableDay(now)) return AGENDA_MSG.tooFar;
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

/** 'martes, 3 de marzo de 2026, de 09:00 a 10:00' in Montevideo: mails and the web say it alike. */
export function appointmentRange(start: Date, end: Date): string {
  const time = (d: Date) => formatInMontevideo(d, 'time');
  return `${formatInMontevideo(start, 'weekdayDate')}, de ${time(start)} a ${time(end)}`;
}
