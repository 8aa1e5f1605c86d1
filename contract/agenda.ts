import { z } from 'zod';
import { AGENDA_MSG } from './agenda-slots';
import { ZEmailSchema, ZIdSchema, ZInstantSchema } from './common';

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
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    path: ['to'],
    error: AGENDA_MSG.rangeTooWide,
  });
export type TCalendarQuery = z.input<typeof ZCalendarQuerySchema>;

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
  /** Only busy time: someone else's appointment, shown as 'No disponible'. */
  busy: z.boolean(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEventSchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Hasta ${max} caracteres` });

/**
 * POST new-calendar (spec §3 Calendar event). A client sends the slot, an e-mail and
 * an optional description; the rest is the admin's (title, color, the client it is for).
 */
export const ZNewEventSchema = z
  .object({
    title: text(120).optional(),
    email: z.union([z.literal(''), ZEmailSchema]).optional(),
    description: text(1000).optional(),
    color: z.enum(EVENT_COLORS, { error: 'Color inválido' }).optional(),
    allDay: z.boolean().optional(),
    start: instant,
    end: instant,
    /** Admin only: the client the appointment is for. */
    userId: ZIdSchema.optional(),
  })
  .refine((e) => Date.parse(e.start) < Date.parse(e.end), {
    path: ['end'],
    error: AGENDA_MSG.badRange,
  });
export type TNewEvent = z.input<typeof ZNewEventSchema>;

/** PUT calendar/{id} (admin): any field; the slot rules still apply. */
export const ZEventUpdateSchema = z.object({
  title: text(120).optional(),
  email: z.union([z.literal(''), ZEmailSchema]).optional(),
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
  /** The client may still cancel it (more than 24 hours ahead); the admin always may. */
  mayCancel: z.boolean(),
});
export type TUpcomingAppointment = z.infer<typeof ZUpcomingAppointmentSchema>;

/** GET calendar/user/{id}: the client's live appointments still to come, soonest first. */
export const ZUpcomingAnswerSchema = z.object({
  appointments: z.array(ZUpcomingAppointmentSchema),
  place: ZAppointmentPlaceSchema,
});
export type TUpcomingAnswer = z.infer<typeof ZUpcomingAnswerSchema>;
export const ZEventSavedSchema = z.object({ msg: z.string(), calendar: ZCalendarEventSchema });
export const ZEventDeletedSchema = z.object({
  msg: z.string(),
  calendar: z.array(ZCalendarEventSchema),
});
