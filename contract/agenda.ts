import { z } from 'zod';
import { AGENDA_MSG, MAX_RANGE_DAYS, minutesOf } from './agenda-slots';
import { DAY_MS, daysBetween } from './calendar-day';
import { MSG } from './common-text';
import { ZDaySchema, ZEmailSchema, ZIdSchema, ZInstantSchema } from './common';
import { storedPhone } from './phone';

/**
 * The agenda (spec §3 Calendar event, §9 calendar settings; DECISIONS §5): in-person
 * appointments on the nutritionist's calendar, in Montevideo time.
 */
export const EVENT_COLORS = ['azure', 'red', 'orange', 'green'] as const;
export type TEventColor = (typeof EVENT_COLORS)[number];

/** What everyone but the owner and the nutritionist sees of an appointment. */
export const BUSY_TITLE = 'No disponible';

const instant = ZInstantSchema;

/** A week (or any range up to 62 days): one small answer per calendar view. */
export const ZCalendarQuerySchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ['to'],
    error: AGENDA_MSG.badRange,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * DAY_MS, {
    path: ['to'],
    error: AGENDA_MSG.rangeTooWide,
  });
export type TCalendarQuery = z.input<typeof ZCalendarQuerySchema>;

/** Whether the client came to a turno (issue 34). */
export const ATTENDANCE = ['asistio', 'no-asistio'] as const;
export type TAttendance = (typeof ATTENDANCE)[number];
export const ATTENDANCE_LABELS: Record<TAttendance, string> = {
  asistio: 'Asistió',
  'no-asistio': 'No asistió',
};

/** PUT calendar/{id}/asistencia: her mark after the turno started. */
export const ZAttendanceBodySchema = z.object({
  asistencia: z.enum(ATTENDANCE, { error: 'Elegí si asistió o no' }),
});

export const ZCalendarEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  email: z.string(),
  description: z.string(),
  color: z.enum(EVENT_COLORS),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** The client the appointment is for; null when hidden or not a client's. */
  userId: z.string().nullable(),
  /**
   * Who it is for, as she reads it: the client's name, or the name of a person without an
   * account she typed ('' when it is nobody's, or hidden).
   */
  person: z.string(),
  /** The phone of a person without an account ('' otherwise, or hidden). */
  phone: z.string(),
  /** Only busy time: someone else's appointment, shown as 'No disponible'. */
  busy: z.boolean(),
  /**
   * After it started (issue 34): 'asistio' or 'no-asistio' as she marked it, or as the day
   * after marked it by default ('asistio', `asistenciaAutomatica`); null until then.
   */
  asistencia: z.enum(ATTENDANCE).nullable(),
  asistenciaAutomatica: z.boolean(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEventSchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Hasta ${max} caracteres` });

/** A phone as people write it, stored E.164 (contract/phone.ts); '' for none. */
const contactPhone = z
  .string()
  .trim()
  .max(30, { error: MSG.phone })
  .transform((v, ctx) => {
    if (v === '') return '';
    const phone = storedPhone(v);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: MSG.phone });
    return z.NEVER;
  });

/** Admin only: a person without an account the appointment is for (issue 30). */
const contactFields = {
  /** Their name. */
  name: text(120).optional(),
  phone: contactPhone.optional(),
};

/**
 * POST new-calendar (spec §3 Calendar event). A client sends the slot, an e-mail and
 * an optional description; the rest is the admin's (title, color, the client it is for:
 * one of her clients by `userId`, or a person without an account by name, e-mail and phone).
 */
export const ZNewEventSchema = z
  .object({
    title: text(120).optional(),
    email: z.union([z.literal(''), ZEmailSchema]).optional(),
    ...contactFields,
    description: text(1000).optional(),
    color: z.enum(EVENT_COLORS, { error: 'Color inválido' }).optional(),
    allDay: z.boolean().optional(),
    start: instant,
    end: instant,
    /** Admin only: the client the appointment is for (none: a person she names, or nobody). */
    userId: ZIdSchema.nullable().optional(),
  })
  .refine((e) => Date.parse(e.start) < Date.parse(e.end), {
    path: ['end'],
    error: AGENDA_MSG.badRange,
  });
export type TNewEvent = z.input<typeof ZNewEventSchema>;

/**
 * PUT calendar/{id}: the admin any field; the client who owns it only `start` and `end`
 * (a reschedule: any other field is refused). The slot rules still apply.
 */
export const ZEventUpdateSchema = z.object({
  title: text(120).optional(),
  email: z.union([z.literal(''), ZEmailSchema]).optional(),
  ...contactFields,
  /** Admin only: the client it is for, or null for a person without an account. */
  userId: ZIdSchema.nullable().optional(),
  description: text(1000).optional(),
  color: z.enum(EVENT_COLORS, { error: 'Color inválido' }).optional(),
  start: instant.optional(),
  end: instant.optional(),
});
export type TEventUpdate = z.input<typeof ZEventUpdateSchema>;

export const ZCalendarAnswerSchema = z.object({ calendar: z.array(ZCalendarEventSchema) });

/** The consulting room (Editar Web): '' when not set, and then nothing is said of a place. */
export const ZAppointmentPlaceSchema = z.object({ address: z.string(), mapUrl: z.string() });
export type TAppointmentPlace = z.infer<typeof ZAppointmentPlaceSchema>;

/** One of a client's coming appointments, as their profile lists it. */
export const ZUpcomingAppointmentSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  /**
   * The client may still cancel it or change its time (more than 24 hours ahead); the
   * admin always may.
   */
  mayCancel: z.boolean(),
});
export type TUpcomingAppointment = z.infer<typeof ZUpcomingAppointmentSchema>;

/** A turno of the client's that already started, with whether they came. */
export const ZPastAppointmentSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  asistencia: z.enum(ATTENDANCE).nullable(),
});
export type TPastAppointment = z.infer<typeof ZPastAppointmentSchema>;

/**
 * GET calendar/user/{id}: the client's live appointments still to come, soonest first, and
 * their history (issue 34: the last 50 that started, latest first, with attendance).
 */
export const ZUpcomingAnswerSchema = z.object({
  appointments: z.array(ZUpcomingAppointmentSchema),
  history: z.array(ZPastAppointmentSchema),
  place: ZAppointmentPlaceSchema,
});
export type TUpcomingAnswer = z.infer<typeof ZUpcomingAnswerSchema>;
export const ZEventSavedSchema = z.object({ msg: z.string(), calendar: ZCalendarEventSchema });
export const ZEventDeletedSchema = z.object({
  msg: z.string(),
  calendar: z.array(ZCalendarEventSchema),
});

/**
 * Why a reminder did not go, as 'Hoy' shows it (plain Spanish; the server picks one and
 * stores it with the failure): '<which reminder>: <what went wrong>'.
 */
export const REMINDER_TEXT = {
  '24h': 'Recordatorio de 24 h',
  '2h': 'Recordatorio de 2 h',
  refused: 'el servidor de correo rechazó el envío',
  unreachable: 'no se pudo conectar con el servidor de correo',
  failed: 'no se pudo enviar el correo',
} as const;

/** Her calendar feed (GET agenda.ics): the key is the token in its URL. */
export const ZFeedQuerySchema = z.object({ token: z.string().max(200).optional() });

/** GET agenda/feed-token: whether a feed link exists; the token itself is shown only once. */
export const ZFeedStatusSchema = z.object({ exists: z.boolean() });
export type TFeedStatus = z.infer<typeof ZFeedStatusSchema>;

/** POST agenda/feed-token takes nothing: an empty object. */
export const ZFeedRotateSchema = z.object({}).strict();

/** POST agenda/feed-token: the new token, once, and the whole URL her calendar subscribes to. */
export const ZFeedTokenAnswerSchema = z.object({
  msg: z.string(),
  token: z.string(),
  url: z.string(),
});
export type TFeedTokenAnswer = z.infer<typeof ZFeedTokenAnswerSchema>;

/** The words of her calendar feed (GET agenda.ics), as her phone shows them. */
export const FEED_TEXT = {
  calendar: 'Agenda de turnos',
  appointment: 'Turno',
  client: 'Cliente',
  email: 'Email',
  place: 'Lugar',
  record: 'Ficha',
  note: 'Nota',
} as const;

// ---------------------------------------------------------------- availability (issue 20)

/** GET disponibilidad?desde&hasta: Montevideo days, both included, at most 62 of them. */
export const ZAvailabilityQuerySchema = z
  .object({ desde: ZDaySchema, hasta: ZDaySchema })
  .refine((q) => q.desde <= q.hasta, { path: ['hasta'], error: AGENDA_MSG.dayOrder })
  .refine((q) => daysBetween(q.desde, q.hasta) < MAX_RANGE_DAYS, {
    path: ['hasta'],
    error: AGENDA_MSG.rangeTooWide,
  });
export type TAvailabilityQuery = z.input<typeof ZAvailabilityQuerySchema>;

export const ZSlotSchema = z.object({ start: z.string(), end: z.string() });
export type TSlot = z.infer<typeof ZSlotSchema>;
/** The free slots a client may book now, soonest first. */
export const ZAvailabilityAnswerSchema = z.object({ slots: z.array(ZSlotSchema) });

const time = z.string().refine((v) => minutesOf(v) !== null, { error: AGENDA_MSG.badTime });
const whole = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

export const ZWeeklyRangeSchema = z
  .object({
    weekday: whole(1, 7, AGENDA_MSG.badWeekday),
    start: time,
    end: time,
  })
  .refine((r) => (minutesOf(r.start) ?? 0) < (minutesOf(r.end) ?? 0), {
    path: ['end'],
    error: AGENDA_MSG.rangeOrder,
  });

/** Her settings as the Agenda edits them; the notice in hours (stored in minutes). */
export const ZAvailabilitySettingsSchema = z.object({
  weeklyHours: z
    .array(ZWeeklyRangeSchema)
    .max(50, { error: AGENDA_MSG.tooManyRanges })
    .superRefine((ranges, ctx) => {
      for (let i = 0; i < ranges.length; i++)
        for (let j = 0; j < i; j++) {
          const [a, b] = [ranges[i]!, ranges[j]!];
          if (
            a.weekday === b.weekday &&
            (minutesOf(a.start) ?? 0) < (minutesOf(b.end) ?? 0) &&
            (minutesOf(b.start) ?? 0) < (minutesOf(a.end) ?? 0)
          ) {
            ctx.addIssue({ code: 'custom', path: [i, 'start'], message: AGENDA_MSG.rangesOverlap });
            return;
          }
        }
    }),
  slotMinutes: whole(15, 240, AGENDA_MSG.slotMinutes),
  bufferMinutes: whole(0, 120, AGENDA_MSG.bufferMinutes),
  minNoticeHours: whole(0, 720, AGENDA_MSG.minNoticeHours),
  horizonDays: whole(1, 365, AGENDA_MSG.horizonDays),
});
export type TAvailabilitySettings = z.infer<typeof ZAvailabilitySettingsSchema>;

/** A day or a range she does not work (a vacation), with an optional note. */
export const ZDayOffInputSchema = z
  .object({ firstDay: ZDaySchema, lastDay: ZDaySchema, note: text(200).optional() })
  .refine((d) => d.firstDay <= d.lastDay, { path: ['lastDay'], error: AGENDA_MSG.dayOrder })
  .refine((d) => daysBetween(d.firstDay, d.lastDay) < 366, {
    path: ['lastDay'],
    error: AGENDA_MSG.dayOffTooLong,
  });
export type TDayOffInput = z.input<typeof ZDayOffInputSchema>;

export const ZDayOffSchema = z.object({
  _id: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  note: z.string(),
});
export type TDayOff = z.infer<typeof ZDayOffSchema>;

/** A day blocked by default (holiday, Carnival, Tourism Week), and whether she opened it. */
export const ZBlockedDaySchema = z.object({ day: z.string(), name: z.string(), open: z.boolean() });
export type TBlockedDay = z.infer<typeof ZBlockedDaySchema>;

/** A live appointment still to come that no longer falls within her hours. */
export const ZOutsideAppointmentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  userId: z.string().nullable(),
});
export type TOutsideAppointment = z.infer<typeof ZOutsideAppointmentSchema>;

/** GET agenda/disponibilidad (admin): what the Agenda's 'Disponibilidad' shows. */
export const ZAvailabilityOverviewSchema = z.object({
  settings: ZAvailabilitySettingsSchema,
  daysOff: z.array(ZDayOffSchema),
  /** The days blocked by default of the coming 12 months. */
  holidays: z.array(ZBlockedDaySchema),
  outside: z.array(ZOutsideAppointmentSchema),
});
export type TAvailabilityOverview = z.infer<typeof ZAvailabilityOverviewSchema>;
/** Every change answers the overview as it now is, with what was done. */
export const ZAvailabilitySavedSchema = ZAvailabilityOverviewSchema.extend({ msg: z.string() });
export type TAvailabilitySaved = z.infer<typeof ZAvailabilitySavedSchema>;

export const ZDayParamsSchema = z.object({ day: ZDaySchema });
