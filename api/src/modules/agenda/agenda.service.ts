import { USERS_MSG } from '@contract/users';
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BUSY_TITLE,
  type TCalendarEvent,
  type TCalendarQuery,
  type TUpcomingAnswer,
  type ZEventUpdateSchema,
  type ZNewEventSchema,
} from '@contract/agenda';
import {
  adminSlotProblem,
  AGENDA_MSG,
  appointmentRange,
  clientMayCancel,
  clientSlotProblem,
} from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../mail/mailer';
import { sendOnce } from '../../mail/send-once';
import { appointmentMail } from '../../mail/templates';
import { badRequest, conflict, notFound } from '../../plugins/http-error';
import { purchases } from '../commerce/commerce.tables';
import { getPractice, noticeRecipients } from '../practice';
import { users } from '../users/users.tables';
import { calendarEvents } from './agenda.tables';
import { icsAttachment } from './ics';

export interface AgendaDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}

type EventRow = typeof calendarEvents.$inferSelect;
type Viewer = { id: string; type: string } | null;

const DAY_MS = 86_400_000;

/**
 * What a viewer may see of an event (DECISIONS §2): the admin and the client it is for
 * see it whole; everyone else sees busy time titled 'No disponible', nothing personal.
 */
export function eventFor(viewer: Viewer, e: EventRow): TCalendarEvent {
  const whole = viewer !== null && (viewer.type === 'admin' || viewer.id === e.userId);
  const base = {
    _id: e.id,
    allDay: e.allDay,
    start: e.start.toISOString(),
    end: e.end.toISOString(),
  };
  return whole
    ? {
        ...base,
        title: e.title,
        email: e.email,
        description: e.description,
        color: e.color,
        userId: e.userId,
        busy: false,
      }
    : {
        ...base,
        title: BUSY_TITLE,
        email: '',
        description: '',
        color: 'red',
        userId: null,
        busy: true,
      };
}

/** Live events overlapping [from, to): by default the last week and the next eight. */
export async function listEvents(deps: AgendaDeps, viewer: Viewer, q: TCalendarQuery) {
  const now = deps.clock.now().getTime();
  const from = q.from ? new Date(q.from) : new Date(now - 7 * DAY_MS);
  const to = q.to ? new Date(q.to) : new Date(now + 56 * DAY_MS);
  const rows = await deps.db
    .select()
    .from(calendarEvents)
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        lt(calendarEvents.start, to),
        gt(calendarEvents.end, from),
      ),
    )
    .orderBy(asc(calendarEvents.start));
  return rows.map((e) => eventFor(viewer, e));
}

/**
 * GET calendar/user/{id}: the client's live appointments that have not ended, soonest
 * first, with the consulting room; whether the viewer may still cancel each one.
 */
export async function upcomingEvents(
  deps: AgendaDeps,
  viewer: { id: string; type: string },
  userId: string,
): Promise<TUpcomingAnswer> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: calendarEvents.id, start: calendarEvents.start, end: calendarEvents.end })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        isNull(calendarEvents.cancelledAt),
        gt(calendarEvents.end, now),
      ),
    )
    .orderBy(asc(calendarEvents.start));
  const { address, mapUrl } = await getPractice(deps.db);
  return {
    appointments: rows.map((e) => ({
      _id: e.id,
      start: e.start.toISOString(),
      end: e.end.toISOString(),
      mayCancel: viewer.type === 'admin' || clientMayCancel(e.start, now),
    })),
    place: { address, mapUrl },
  };
}

/** The owner the access check compares against; '' for an event that is no client's. */
export async function eventOwner(db: Db, id: string): Promise<string | null> {
  const [e] = await db
    .select({ userId: calendarEvents.userId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)));
  return e ? (e.userId ?? '') : null;
}

/** The error code of a failed statement, from pg and PGlite alike (wrapped by Drizzle). */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
const OVERLAP = '23P01';

/** The client's oldest paid, unused, unrefunded 'Turno Presencial'. */
function unusedCredit(userId: string) {
  return and(
    eq(purchases.userId, userId),
    eq(purchases.productKind, 'control'),
    isNull(purchases.usedAt),
    isNull(purchases.revokedAt),
    isNotNull(purchases.saleId),
  );
}

/**
 * POST new-calendar. A client books one of the hours with a paid 'Turno Presencial',
 * which the booking uses up in the same transaction; the admin books any free range for
 * anyone. The database refuses an overlap, so of two racing bookings exactly one wins.
 */
export async function createEvent(
  deps: AgendaDeps,
  me: { id: string; type: string },
  input: z.output<typeof ZNewEventSchema>,
): Promise<EventRow> {
  const now = deps.clock.now();
  const start = new Date(input.start);
  const end = new Date(input.end);
  const admin = me.type === 'admin';
  const problem = admin ? adminSlotProblem(start, end, now) : clientSlotProblem(start, end, now);
  if (problem) throw badRequest(problem, { start: problem });

  const clientId = admin ? input.userId : me.id;
  const [client] = clientId
    ? await deps.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, clientId))
    : [];
  if (clientId && !client) throw notFound(USERS_MSG.notFound);
  // A booking made within a day of its start needs no reminder.
  const reminderSentAt = start.getTime() - now.getTime() <= DAY_MS ? now : null;

  try {
    return await deps.db.transaction(async (tx) => {
      let purchaseId: string | null = null;
      if (!admin) {
        const [credit] = await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(unusedCredit(me.id))
          .orderBy(asc(purchases.createdAt))
          .limit(1);
        // Claimed with a condition: two bookings racing for one credit cannot both use it.
        const [used] = credit
          ? await tx
              .update(purchases)
              .set({ usedAt: now })
              .where(and(eq(purchases.id, credit.id), isNull(purchases.usedAt)))
              .returning({ id: purchases.id })
          : [];
        if (!used) throw conflict(AGENDA_MSG.noCredit);
        purchaseId = used.id;
      }
      const [event] = await tx
        .insert(calendarEvents)
        .values({
          title: admin
            ? (input.title ?? (client ? `Control presencial: ${client.name}` : 'Turno'))
            : `Control presencial: ${client!.name}`,
          email: input.email || client?.email || '',
          description: input.description ?? '',
          color: admin ? (input.color ?? 'azure') : 'green',
          allDay: admin ? (input.allDay ?? false) : false,
          start,
          end,
          userId: clientId ?? null,
          purchaseId,
          reminderSentAt,
          createdAt: now,
        })
        .returning();
      return event!;
    });
  } catch (err) {
    if (sqlState(err) === OVERLAP)
      throw conflict(AGENDA_MSG.overlap, { start: AGENDA_MSG.overlap });
    throw err;
  }
}

/**
 * PUT calendar/{id} (admin): details, or a new range under the same rules as booking.
 * A new range raises the iCalendar sequence; `moved` says the client must be told (with
 * the time it had before), and is null when the time did not change.
 */
export async function updateEvent(
  deps: AgendaDeps,
  id: string,
  input: z.output<typeof ZEventUpdateSchema>,
): Promise<{ event: EventRow; moved: { start: Date; end: Date } | null }> {
  const [e] = await deps.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)));
  if (!e) throw notFound(AGENDA_MSG.notFound);
  const now = deps.clock.now();
  const start = input.start ? new Date(input.start) : e.start;
  const end = input.end ? new Date(input.end) : e.end;
  const moved = start.getTime() !== e.start.getTime() || end.getTime() !== e.end.getTime();
  if (moved) {
    const problem = adminSlotProblem(start, end, now);
    if (problem) throw badRequest(problem, { start: problem });
  }
  try {
    const [row] = await deps.db
      .update(calendarEvents)
      .set({
        title: input.title ?? e.title,
        email: input.email ?? e.email,
        description: input.description ?? e.description,
        color: input.color ?? e.color,
        start,
        end,
        // Moved more than a day ahead, the reminder is due again.
        ...(moved && {
          reminderSentAt: start.getTime() - now.getTime() <= DAY_MS ? now : null,
          sequence: sql`${calendarEvents.sequence} + 1`,
        }),
      })
      .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)))
      .returning();
    if (!row) throw notFound(AGENDA_MSG.notFound);
    return { event: row, moved: moved ? { start: e.start, end: e.end } : null };
  } catch (err) {
    if (sqlState(err) === OVERLAP)
      throw conflict(AGENDA_MSG.overlap, { start: AGENDA_MSG.overlap });
    throw err;
  }
}

/**
 * DELETE calendar/{id}. The admin cancels any time; a client their own booking up to 24
 * hours before. Either way a 'Turno Presencial' it used is given back: the client paid.
 */
export async function cancelEvent(
  deps: AgendaDeps,
  me: { id: string; type: string },
  id: string,
): Promise<EventRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [e] = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)));
    if (!e) throw notFound(AGENDA_MSG.notFound);
    if (me.type !== 'admin' && !clientMayCancel(e.start, now)) throw conflict(AGENDA_MSG.tooLate);
    const [row] = await tx
      .update(calendarEvents)
      // The cancellation's .ics must outrank every earlier one of this UID.
      .set({ cancelledAt: now, sequence: sql`${calendarEvents.sequence} + 1` })
      .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)))
      .returning();
    if (!row) throw notFound(AGENDA_MSG.notFound);
    if (e.purchaseId)
      await tx.update(purchases).set({ usedAt: null }).where(eq(purchases.id, e.purchaseId));
    return row;
  });
}

type AppointmentChange = 'booked' | 'moved' | 'cancelled';

/**
 * Sends the mails of a booking or a cancellation (the client and the nutritionist), or of
 * a move (the client: the nutritionist made it), each with the .ics of the event as it now
 * is: same UID, its current sequence.
 */
export async function sendAppointmentMails(
  deps: AgendaDeps,
  e: EventRow,
  kind: AppointmentChange,
  before?: { start: Date; end: Date },
): Promise<void> {
  // Each side's mail on its own: one that fails does not hold back the other.
  const sent = await Promise.allSettled(
    (await appointmentMails(deps, e, kind, before)).map((mail) => deps.mailer.send(mail)),
  );
  const failed = sent.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The consulting room as the mails say it (nothing at all when it is not set), and the
 * nutritionist's name for the .ics organizer (Editar Web; 'Nutricionista' until set).
 */
async function placeOf(
  deps: AgendaDeps,
): Promise<{ address: string; mapUrl: string; name: string }> {
  const { address, mapUrl, name } = await getPractice(deps.db);
  return { address: address.trim(), mapUrl: mapUrl.trim(), name: name.trim() || 'Nutricionista' };
}

/** The .ics of the event as it stands, for a client's or the nutritionist's calendar. */
function eventIcs(
  deps: AgendaDeps,
  e: EventRow,
  place: { address: string; name: string },
  attendee?: { name: string; email: string },
  title = 'Consulta de nutrición presencial',
) {
  return icsAttachment(
    {
      id: e.id,
      start: e.start,
      end: e.end,
      title,
      description: e.description,
      sequence: e.sequence,
      location: place.address,
      organizer: { name: place.name, email: deps.config.contact.email },
      attendee,
    },
    e.cancelledAt ? 'cancel' : 'request',
  );
}

async function appointmentMails(
  deps: AgendaDeps,
  e: EventRow,
  kind: AppointmentChange,
  before?: { start: Date; end: Date },
): Promise<Mail[]> {
  const [client] = e.userId
    ? await deps.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, e.userId))
    : [];
  const range = appointmentRange(e.start, e.end);
  const place = await placeOf(deps);
  // Her notice goes where every business notice goes (practice/notices.ts).
  const notified = kind === 'moved' ? [] : await noticeRecipients(deps);
  const clientEmail = e.email || client?.email;
  const ics = eventIcs(
    deps,
    e,
    place,
    clientEmail ? { name: client?.name ?? clientEmail, email: clientEmail } : undefined,
    client ? undefined : e.title,
  );
  const site = deps.config.publicUrl;
  const mails: Mail[] = notified.map((to) =>
    appointmentMail(
      kind,
      to,
      {
        greeting: 'Hola:',
        range,
        who: client ? `${client.name} <${clientEmail}>` : e.title,
        note: e.description ? `Nota: ${e.description}` : undefined,
        address: place.address,
        mapUrl: place.mapUrl,
      },
      { label: 'Ver agenda', url: `${site}${PATHS.admin('agenda')}` },
      [ics],
    ),
  );
  const notes: Record<AppointmentChange, string> = {
    booked:
      'Podés cancelarlo hasta 24 horas antes desde tu perfil o el calendario de Turnos Presenciales; después, escribile a la nutricionista.',
    moved: 'Si el nuevo horario no te queda bien, escribile a la nutricionista.',
    cancelled: 'Si pagaste el turno, queda disponible para que elijas otro día y hora.',
  };
  if (clientEmail)
    mails.push(
      appointmentMail(
        kind,
        clientEmail,
        {
          greeting: client ? `Hola ${client.name}:` : 'Hola:',
          range,
          before: before && appointmentRange(before.start, before.end),
          note: notes[kind],
          address: place.address,
          mapUrl: place.mapUrl,
        },
        { label: 'Ver mis turnos', url: `${site}${PATHS.profile()}` },
        [ics],
      ),
    );
  return mails;
}

/**
 * Reminders due: appointments starting within 24 hours whose reminder has not gone out,
 * each sent once across sweeps, processes and restarts (mail/send-once.ts).
 */
export async function sendDueReminders(deps: AgendaDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(calendarEvents)
    .where(
      and(
        isNull(calendarEvents.reminderSentAt),
        isNull(calendarEvents.cancelledAt),
        gt(calendarEvents.start, now),
        lte(calendarEvents.start, new Date(now.getTime() + DAY_MS)),
      ),
    );
  let sent = 0;
  for (const e of due) {
    // The row as claimed, not as listed: a move in between must not be mailed at the old time.
    let claimed: EventRow | undefined;
    const once = await sendOnce(
      async () => {
        [claimed] = await deps.db
          .update(calendarEvents)
          .set({ reminderSentAt: now })
          .where(
            and(
              eq(calendarEvents.id, e.id),
              isNull(calendarEvents.reminderSentAt),
              isNull(calendarEvents.cancelledAt),
            ),
          )
          .returning();
        return claimed !== undefined;
      },
      () =>
        deps.db
          .update(calendarEvents)
          .set({ reminderSentAt: null })
          .where(eq(calendarEvents.id, e.id)),
      async () => {
        const mail = claimed && (await reminderMail(deps, claimed));
        if (mail) await deps.mailer.send(mail);
      },
    );
    if (once) sent += 1;
  }
  return sent;
}

async function reminderMail(deps: AgendaDeps, e: EventRow): Promise<Mail | null> {
  const [client] = e.userId
    ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, e.userId))
    : [];
  if (!e.email) return null;
  const place = await placeOf(deps);
  return appointmentMail(
    'reminder',
    e.email,
    {
      greeting: client ? `Hola ${client.name}:` : 'Hola:',
      range: appointmentRange(e.start, e.end),
      note: 'Si no podés venir, escribile a la nutricionista lo antes posible.',
      address: place.address,
      mapUrl: place.mapUrl,
    },
    { label: 'Ver mis turnos', url: `${deps.config.publicUrl}${PATHS.profile()}` },
    [eventIcs(deps, e, place)],
  );
}
