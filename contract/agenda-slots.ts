/**
 * The agenda's time rules (DECISIONS §5 and §10), pure functions of instants read in
 * Montevideo time (contract/time.ts). `freeSlots` / `clientSlotProblem` are THE rule of
 * her availability: the server feeds them from the database (api/src/modules/agenda/
 * availability.ts) for GET disponibilidad and every client booking path; the web shows
 * the slots that endpoint answers. No zod: the web's agenda uses these without loading
 * the schemas.
 */
import { daysBetween, daysFromTo, weekdayOf } from './calendar-day';
import { DEFAULT_CANCEL_POLICY, tooLateText } from './practice';
import { addDaysInMontevideo, formatInMontevideo, montevideoDay, montevideoInstant } from './time';

/**
 * The grid's hours before any appointment or free slot widens them (the spec's 9 to 17),
 * and the spec's slot length: the defaults of her availability (DECISIONS §10).
 */
export const AGENDA_HOURS = { first: 9, last: 17, slotMinutes: 60 } as const;
/** How far ahead a client books by default (DECISIONS §9); she changes it; the admin is not limited. */
export const BOOKING_HORIZON_DAYS = 60;
/** How many times a day a client may move one appointment (each move mails them and her). */
export const CLIENT_MOVES_PER_DAY = 5;
/** A day range asked of GET disponibilidad (and of GET calendar) spans at most this many days. */
export const MAX_RANGE_DAYS = 62;
/**
 * What the agenda stores or is asked to compute lies in this window around today (issue
 * 33): an appointment, a day off, a day opened, the days of disponibilidad. A year back
 * lets her record what happened; two years ahead is more than she plans. Reading the
 * calendar of any past week stays possible (it only reads).
 */
export const AGENDA_WINDOW = { pastDays: 366, futureDays: 731 } as const;

/** Whether a Montevideo day 'YYYY-MM-DD' lies in AGENDA_WINDOW around `now`. */
export function inAgendaWindow(day: string, now: Date = new Date()): boolean {
  const offset = daysBetween(montevideoDay(now), day);
  return offset >= -AGENDA_WINDOW.pastDays && offset <= AGENDA_WINDOW.futureDays;
}

export const AGENDA_MSG = {
  notStarted: 'Ese turno todavía no empezó: marcá la asistencia después de la hora',
  attendanceSaved: 'Asistencia guardada',
  booked: 'Control agendado',
  updated: 'Turno actualizado',
  movedNotified: 'Turno actualizado: le avisamos al cliente el nuevo horario por email',
  cancelled: 'Turno cancelado',
  cancelledCredit: 'Turno cancelado: podés elegir otro día y hora cuando quieras',
  noCredit:
    'Para agendar necesitás un Turno Presencial pago sin usar o un pack de controles. Comprá uno en Turnos Presenciales.',
  unavailable: 'Ese horario no está disponible: elegí uno de los horarios libres',
  past: 'Ese horario ya pasó: elegí otro',
  overlap: 'Ese horario ya está ocupado: elegí otro',
  badRange: 'El fin tiene que ser posterior al inicio',
  tooLong: 'Un turno puede durar hasta 12 horas',
  /** With the default policy; `tooLateText` (practice.ts) says her hours, same code. */
  tooLate: tooLateText(DEFAULT_CANCEL_POLICY),
  tooManyMoves:
    'Ya cambiaste este turno varias veces hoy: escribile a la nutricionista para moverlo de nuevo',
  rescheduled: 'Turno cambiado: te enviamos el nuevo horario por email',
  onlyTime: 'Podés cambiar solo el día y la hora de tu turno',
  notFound: 'No encontramos ese turno',
  /** The calendar feed (GET agenda.ics): a wrong, missing or replaced token. */
  feedNotFound: 'Este enlace de calendario no existe o fue reemplazado por uno nuevo',
  feedTokenCreated: 'Enlace de calendario listo: el anterior, si había, dejó de funcionar',
  rangeTooWide: 'Pedí hasta 62 días de calendario por vez',
  dayOrder: 'La fecha final tiene que ser igual o posterior a la inicial',
  outsideWindow: 'La fecha tiene que estar entre hace un año y dentro de dos años',
  tooFar: `Los turnos se reservan con hasta ${BOOKING_HORIZON_DAYS} días de anticipación: elegí una fecha más cercana`,
  tooSoon:
    'Los turnos se reservan con al menos 12 horas de anticipación: elegí un horario más adelante',
  // Her availability (admin).
  availabilitySaved: 'Disponibilidad guardada. Los turnos ya agendados no cambian.',
  badTime: 'Hora inválida: usá HH:MM, de 00:00 a 24:00',
  badWeekday: 'Día de la semana inválido',
  rangeOrder: 'La hora de fin tiene que ser posterior a la de inicio',
  rangesOverlap: 'Los horarios de un mismo día no se pueden superponer',
  tooManyRanges: 'Hasta 50 horarios por semana',
  slotMinutes: 'La duración del turno tiene que ser de 15 a 240 minutos',
  bufferMinutes: 'El descanso entre turnos tiene que ser de 0 a 120 minutos',
  minNoticeHours: 'La anticipación mínima tiene que ser de 0 a 720 horas',
  horizonDays: 'Se puede reservar de 1 a 365 días hacia adelante',
  dayOffAdded: 'Días libres agregados',
  dayOffRemoved: 'Días libres quitados: esos días vuelven a ofrecer tus horarios',
  dayOffNotFound: 'No encontramos esos días libres',
  dayOffTooLong: 'Un bloqueo puede durar hasta 366 días',
  holidayOpened: 'Día abierto: se ofrecen tus horarios',
  holidayBlocked: 'Día bloqueado: no se ofrecen turnos',
  notHoliday: 'Ese día no es un feriado bloqueado por defecto',
} as const;

/** The horizon message for a horizon other than the default (same code: agenda.tooFar). */
export const tooFarText = (days: number) =>
  days === BOOKING_HORIZON_DAYS
    ? AGENDA_MSG.tooFar
    : `Los turnos se reservan con hasta ${days} días de anticipación: elegí una fecha más cercana`;
/** The minimum notice message for a notice other than 12 hours (same code: agenda.tooSoon). */
export const tooSoonText = (hours: number) =>
  hours === 12
    ? AGENDA_MSG.tooSoon
    : `Los turnos se reservan con al menos ${hours} horas de anticipación: elegí un horario más adelante`;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** One range of her weekly hours: ISO weekday (1 Monday .. 7 Sunday), 'HH:MM' to 'HH:MM' in Montevideo. */
export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

/** Her availability settings (DECISIONS §10), as the server keeps them. */
export interface AvailabilitySettings {
  weeklyHours: readonly WeeklyRange[];
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

/** What a fresh install starts with: the spec's Monday to Friday, 9 to 17, 60 minutes. */
export const DEFAULT_AVAILABILITY: AvailabilitySettings = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  slotMinutes: 60,
  bufferMinutes: 0,
  minNoticeMinutes: 720,
  horizonDays: BOOKING_HORIZON_DAYS,
};

/**
 * Everything the one rule needs besides the settings: the days she does not work (days
 * off, and days blocked by default she did not open) and the live appointments.
 */
export interface AvailabilityWorld {
  settings: AvailabilitySettings;
  /** 'YYYY-MM-DD' days with no slots at all. */
  closedDays: ReadonlySet<string>;
  /** Live appointments (not cancelled): no slot overlaps one, nor its buffer. */
  busy: readonly { start: Date; end: Date }[];
}

export interface Slot {
  start: Date;
  end: Date;
}

/** Minutes since midnight of 'HH:MM' (00:00 to 24:00), or null. */
export function minutesOf(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  return time === '24:00' ? 24 * 60 : null;
}

/** The ISO weekday (1 Monday .. 7 Sunday) of a calendar day 'YYYY-MM-DD'. */
export const isoWeekday = (day: string) => {
  const d = weekdayOf(day);
  return d === 0 ? 7 : d;
};

/** The Montevideo instant of a day 'YYYY-MM-DD' at `minutes` after its midnight. */
function at(day: string, minutes: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return montevideoInstant(y, m, d, Math.floor(minutes / 60), minutes % 60);
}

/**
 * The slots her weekly hours make on a day, busy or not: each range gives one at its
 * start and then every length + buffer, while the slot ends within the range.
 */
export function daySlots(day: string, settings: AvailabilitySettings): Slot[] {
  const weekday = isoWeekday(day);
  const step = settings.slotMinutes + settings.bufferMinutes;
  const slots: Slot[] = [];
  for (const r of settings.weeklyHours) {
    const [first, last] = [minutesOf(r.start), minutesOf(r.end)];
    if (r.weekday !== weekday || first === null || last === null || step <= 0) continue;
    for (let m = first; m + settings.slotMinutes <= last; m += step)
      slots.push({ start: at(day, m), end: at(day, m + settings.slotMinutes) });
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether a live appointment (with the buffer around it) takes any of the slot. */
function taken(slot: Slot, world: AvailabilityWorld): boolean {
  const buffer = world.settings.bufferMinutes * MINUTE_MS;
  return world.busy.some(
    (e) =>
      e.start.getTime() < slot.end.getTime() + buffer &&
      slot.start.getTime() - buffer < e.end.getTime(),
  );
}

/** The last Montevideo day a client may book on: today plus the horizon, every hour of it. */
export const lastBookableDay = (now: Date, horizonDays = BOOKING_HORIZON_DAYS): string =>
  montevideoDay(addDaysInMontevideo(now, horizonDays));

/** Why a slot of her hours is not offered now (before looking at appointments), or null. */
function timingProblem(slot: Slot, settings: AvailabilitySettings, now: Date) {
  if (slot.start.getTime() <= now.getTime()) return 'past' as const;
  if (montevideoDay(slot.start) > lastBookableDay(now, settings.horizonDays))
    return 'tooFar' as const;
  if (slot.start.getTime() - now.getTime() < settings.minNoticeMinutes * MINUTE_MS)
    return 'tooSoon' as const;
  return null;
}

/**
 * The one rule (DECISIONS §10): the free slots of the days `from` to `to`: her hours on
 * days she works, from the minimum notice on, up to the horizon, that no live appointment
 * (with the buffer) takes.
 */
export function freeSlots(from: string, to: string, world: AvailabilityWorld, now: Date): Slot[] {
  return daysFromTo(from, to)
    .filter((day) => !world.closedDays.has(day))
    .flatMap((day) => daySlots(day, world.settings))
    .filter((s) => timingProblem(s, world.settings, now) === null && !taken(s, world));
}

/** Why a client may not book (or move to) this range, as a catalog key; null when it is exactly one free slot. */
export type ClientSlotProblem = 'past' | 'tooFar' | 'tooSoon' | 'unavailable' | 'overlap';

export function clientSlotProblem(
  start: Date,
  end: Date,
  world: AvailabilityWorld,
  now: Date,
): ClientSlotProblem | null {
  const timing = timingProblem({ start, end }, world.settings, now);
  if (timing) return timing;
  const day = montevideoDay(start);
  const slot = world.closedDays.has(day)
    ? undefined
    : daySlots(day, world.settings).find(
        (s) => s.start.getTime() === start.getTime() && s.end.getTime() === end.getTime(),
      );
  if (!slot) return 'unavailable';
  return taken(slot, world) ? 'overlap' : null;
}

/**
 * Whether a range lies within her hours: on a day she works, inside one of that weekday's
 * ranges (the Agenda lists the appointments that no longer do).
 */
export function withinHours(
  start: Date,
  end: Date,
  world: Pick<AvailabilityWorld, 'settings' | 'closedDays'>,
): boolean {
  const day = montevideoDay(start);
  if (world.closedDays.has(day)) return false;
  const weekday = isoWeekday(day);
  return world.settings.weeklyHours.some((r) => {
    const [first, last] = [minutesOf(r.start), minutesOf(r.end)];
    return (
      r.weekday === weekday &&
      first !== null &&
      last !== null &&
      start.getTime() >= at(day, first).getTime() &&
      end.getTime() <= at(day, last).getTime()
    );
  });
}

/**
 * The admin may book outside the hours, never in the past, beyond the agenda's window, nor
 * for more than 12 hours.
 */
export function adminSlotProblem(start: Date, end: Date, now: Date): string | null {
  if (end.getTime() <= now.getTime()) return AGENDA_MSG.past;
  if (!inAgendaWindow(montevideoDay(end), now)) return AGENDA_MSG.outsideWindow;
  if (end.getTime() <= start.getTime()) return AGENDA_MSG.badRange;
  if (end.getTime() - start.getTime() > 12 * HOUR_MS) return AGENDA_MSG.tooLong;
  return null;
}

/** The links of an appointment (its mails, the booking page, the profile). */
export const APPOINTMENT_LINKS = {
  googleCalendar: 'Agregar a Google Calendar',
  reschedule: 'Cambiar horario',
  cancel: 'Cancelar turno',
  whatsApp: 'Escribile por WhatsApp',
} as const;

/** The message a client's WhatsApp chat with her starts with, about one appointment. */
export const whatsAppAboutAppointment = (range: string) =>
  `Hola, te escribo por mi turno presencial del ${range}.`;

/** 'martes, 3 de marzo de 2026, de 09:00 a 10:00' in Montevideo: mails and the web say it alike. */
export function appointmentRange(start: Date, end: Date): string {
  const time = (d: Date) => formatInMontevideo(d, 'time');
  return `${formatInMontevideo(start, 'weekdayDate')}, de ${time(start)} a ${time(end)}`;
}
