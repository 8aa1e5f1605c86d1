import { z } from 'zod';
import { ZPendingDataRequestSchema } from './privacy';

/**
 * 'Hoy' (DECISIONS §9): the nutritionist's day in one answer. Days and weeks are
 * Montevideo's (contract/time.ts); amounts are exact decimal strings (contract/money.ts).
 */
export const ZDashboardAppointmentSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  /** 'today' or 'tomorrow' (Montevideo days). */
  day: z.enum(['today', 'tomorrow']),
  /** The client's account, when the appointment is a client's. */
  userId: z.string().nullable(),
  client: z.string(),
  /** Where: the consulting room's address ('' when she has not set it). */
  place: z.string(),
});

export const ZDashboardDeliverySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  client: z.string(),
  plan: z.string(),
  dueDate: z.string(),
  /** Business days left (negative: days late). */
  daysLeft: z.number(),
});

export const ZDashboardClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The next control's instant (next-controls list) or the sign-up's (new clients). */
  at: z.string(),
});

/**
 * A plan to build (issue 30): a client who did the anamnesis and whose personalized plan is
 * still owed ('Pendiente'), with the delivery's due day as 'Entregas' counts it.
 */
export const ZDashboardPlanToBuildSchema = z.object({
  /** The delivery the plan answers. */
  _id: z.string(),
  userId: z.string(),
  client: z.string(),
  email: z.string(),
  plan: z.string(),
  /** Montevideo day 'YYYY-MM-DD'. */
  dueDate: z.string(),
  /** Business days left (negative: days late). */
  daysLeft: z.number(),
  /** The meal plan she already started for this delivery (null: none yet). */
  mealPlanId: z.string().nullable(),
});
export type TDashboardPlanToBuild = z.infer<typeof ZDashboardPlanToBuildSchema>;

/** A control a client recorded that she has not opened yet (issue 30). */
export const ZDashboardNewControlSchema = z.object({
  /** The control. */
  _id: z.string(),
  userId: z.string(),
  client: z.string(),
  email: z.string(),
  /** When the client recorded it. */
  at: z.string(),
});
export type TDashboardNewControl = z.infer<typeof ZDashboardNewControlSchema>;

/** An appointment whose reminder could not be sent (the sweep keeps trying until it starts). */
export const ZDashboardReminderFailureSchema = z.object({
  _id: z.string(),
  start: z.string(),
  userId: z.string().nullable(),
  client: z.string(),
  /** When the last try failed. */
  failedAt: z.string(),
  /** Which reminder and why, in plain Spanish: 'Recordatorio de 24 h: ...'. */
  error: z.string(),
});
export type TDashboardReminderFailure = z.infer<typeof ZDashboardReminderFailureSchema>;

export const ZDashboardSchema = z.object({
  /** Montevideo day the answer was made for: 'YYYY-MM-DD'. */
  today: z.string(),
  appointments: z.array(ZDashboardAppointmentSchema),
  deliveries: z.object({
    overdue: z.array(ZDashboardDeliverySchema),
    dueSoon: z.array(ZDashboardDeliverySchema),
  }),
  /**
   * Live appointments from today on whose last reminder send failed and none has gone
   * since, soonest first (a few named, the count whole).
   */
  reminderFailures: z.object({
    count: z.number(),
    items: z.array(ZDashboardReminderFailureSchema),
  }),
  /**
   * Every client with an anamnesis whose personalized plan is still owed, soonest due
   * first (a few named, the count whole).
   */
  plansToBuild: z.object({ count: z.number(), items: z.array(ZDashboardPlanToBuildSchema) }),
  /**
   * Controls clients recorded that she has not opened in the back office, oldest first (a
   * few named, the count whole). Opening the control, or the client's controls, clears it.
   */
  newControls: z.object({ count: z.number(), items: z.array(ZDashboardNewControlSchema) }),
  /** Messages from clients she has not read, and how many conversations they are in. */
  unread: z.object({ messages: z.number(), conversations: z.number() }),
  /** Clients whose next control falls in this Montevideo week (Monday to Sunday). */
  controlsThisWeek: z.object({ count: z.number(), clients: z.array(ZDashboardClientSchema) }),
  /** Clients who signed up this Montevideo week. */
  newClientsThisWeek: z.object({ count: z.number(), clients: z.array(ZDashboardClientSchema) }),
  /**
   * Money received (sales with an amount above 0, neither refunded nor due for refund),
   * this Montevideo month and the previous one, in pesos.
   */
  money: z.object({
    thisMonth: z.string(),
    lastMonth: z.string(),
    salesThisMonth: z.number(),
    salesLastMonth: z.number(),
  }),
  /**
   * The last backup that succeeded (null: never), and whether none did in the last
   * BACKUP_WARN_AFTER_HOURS hours (contract/backups.ts): 'Hoy' then warns her.
   */
  backup: z.object({ lastOkAt: z.string().nullable(), overdue: z.boolean() }),
  /**
   * Clients' requests about their data still unanswered (issue 33, Ley 18.331), the one
   * due soonest first: every one is shown, each a legal deadline.
   */
  dataRequests: z.array(ZPendingDataRequestSchema),
  /** Kept clinical records whose keeping period ended (CLINICAL_KEEP_YEARS): hers to erase. */
  keptRecordsDue: z.number(),
  /** CFEs owed and not issued yet (issue 34): '2 comprobantes sin emitir'. */
  invoicesPending: z.number(),
  /**
   * This month's turnos that started and were marked (issue 34), and how many of them the
   * client missed: 'Hoy' shows the no-show rate.
   */
  attendance: z.object({ marked: z.number(), noShows: z.number() }),
  /**
   * This month's freed slots (turnos cancelled that a client could book) and those booked
   * again (issue 34), and how many clients wait on the list.
   */
  waitlist: z.object({ liberados: z.number(), recuperados: z.number(), esperando: z.number() }),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;
