import { USERS_MSG } from '@contract/users';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
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
  APPOINTMENT_LINKS,
  appointmentRange,
  clientMayCancel,
} from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../mail/mailer';
import { appointmentMail } from '../../mail/templates';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { purchases } from '../commerce/commerce.tables';
import { getPractice, noticeRecipients } from '../practice';
import { users } from '../users/users.tables';
import { calendarEvents } from './agenda.tables';
import { assertClientSlot } from './availability';
import { icsAttachment } from './ics';
import { appointmentPageUrl, appointmentWhatsAppUrl, googleCalendarUrl } from './links';

export interface AgendaDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}

export type EventRow = typeof calendarEvents.$inferSelect;
type Viewer = { id: string; type: string } | null;

const DAY_MS = 86_400_000;

/** How long before an appointment each reminder goes (DECISIONS §5, issue 20). */
export const REMINDER_AHEAD = { '24h': DAY_MS, '2h': 2 * 3_600_000 } as const;

/**
 * The reminder columns of an appointment (re)placed at `start`: a reminder whose moment
 * has already come is marked done (the booking's or the move's own mail says it all), the
 * others are due; an earlier failure no longer applies.
 */
export function reminderMarks(start: Date, now: Date) {
  const ahead = start.getTime() - now.getTime();
  return {
    reminderSentAt: ahead <= REMINDER_AHEAD['24h'] ? now : null,
    reminder2hSentAt: ahead <= REMINDER_AHEAD['2h'] ? now : null,
    reminderFailedAt: null,
    reminderError: null,
  };
}

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
        // The no-overlap constraint's own GiST index answers this: 'start < to and end >
        // from' walked every event before `to`, the whole history (8,000 events: 4.5 ms
        // against 1 ms on PGlite). Live events are never empty ranges (end > start).
        sql`tstzrange(${calendarEvents.start}, ${calendarEvents.end}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
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
  if (admin) {
    const problem = adminSlotProblem(start, end, now);
    if (problem) throw badRequest(problem, { start: problem });
  } else await assertClientSlot(deps, start, end); // the one rule of her availability

  const clientId = admin ? input.userId : me.id;
  const [client] = clientId
    ? await deps.db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, clientId))
    : [];
  if (clientId && !client) throw notFound(USERS_MSG.notFound);

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
          ...reminderMarks(start, now),
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

/** What a client may change of their own appointment: its time, nothing else. */
const ADMIN_ONLY_FIELDS = ['title', 'email', 'description', 'color'] as const;

/**
 * PUT calendar/{id}. The admin: details, or a new range anywhere free. The client who owns
 * it (the route checks that): only a new time, a slot they could book, up to 24 hours
 * before its current start (DECISIONS §10), keeping the 'Turno Presencial' it used.
 * A new range raises the iCalendar sequence; `moved` says the client must be told (with
 * the time it had before), and is null when the time did not change.
 */
export async function updateEvent(
  deps: AgendaDeps,
  me: { id: string; type: string },
  id: string,
  input: z.output<typeof ZEventUpdateSchema>,
): Promise<{ event: EventRow; moved: { start: Date; end: Date } | null }> {
  const admin = me.type === 'admin';
  if (!admin) {
    const extra = ADMIN_ONLY_FIELDS.filter((k) => input[k] !== undefined);
    if (extra.length)
      throw badRequest(
        AGENDA_MSG.onlyTime,
        Object.fromEntries(extra.map((k) => [k, AGENDA_MSG.onlyTime])),
      );
  }
  const [e] = await deps.db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)));
  if (!e) throw notFound(AGENDA_MSG.notFound);
  const now = deps.clock.now();
  // Within 24 hours the time is hers to change, as a cancellation is (DECISIONS §5).
  if (!admin && !clientMayCancel(e.start, now)) throw conflict(AGENDA_MSG.tooLate);
  const start = input.start ? new Date(input.start) : e.start;
  const end = input.end ? new Date(input.end) : e.end;
  const moved = start.getTime() !== e.start.getTime() || end.getTime() !== e.end.getTime();
  if (moved && admin) {
    const problem = adminSlotProblem(start, end, now);
    if (problem) throw badRequest(problem, { start: problem });
  } else if (moved)
    // The same rule as a booking; its own current time does not stand in its way.
    await assertClientSlot(deps, start, end, { ignoreEventId: e.id });
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
        // Moved, the reminders are due again at the new time (those still ahead of it).
        ...(moved && {
          ...reminderMarks(start, now),
          sequence: sql`${calendarEvents.sequence} + 1`,
        }),
      })
      .where(
        and(
          eq(calendarEvents.id, id),
          isNull(calendarEvents.cancelledAt),
          // The time the checks above were made against: a move racing this one loses.
          eq(calendarEvents.start, e.start),
        ),
      )
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
 * Sends the mails of a booking, a cancellation or a move the client made (the client and
 * the nutritionist), or of a move she made (the client only), each with the .ics of the
 * event as it now is: same UID, its current sequence.
 */
export async function sendAppointmentMails(
  deps: AgendaDeps,
  e: EventRow,
  kind: AppointmentChange,
  before?: { start: Date; end: Date },
  movedBy: 'admin' | 'client' = 'admin',
): Promise<void> {
  // Each side's mail on its own: one that fails does not hold back the other.
  const sent = await Promise.allSettled(
    (await appointmentMails(deps, e, kind, before, movedBy)).map((mail) => deps.mailer.send(mail)),
  );
  const failed = sent.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The consulting room as the mails say it (nothing at all when it is not set), and the
 * nutritionist's name for the .ics organizer (Editar Web; 'Nutricionista' until set).
 */
export async function placeOf(
  deps: AgendaDeps,
): Promise<{ address: string; mapUrl: string; name: string; whatsapp: string }> {
  const { address, mapUrl, name, whatsapp } = await getPractice(deps.db);
  return {
    address: address.trim(),
    mapUrl: mapUrl.trim(),
    name: name.trim() || 'Nutricionista',
    whatsapp,
  };
}

/**
 * The links every mail of a coming appointment carries (issue 20): 'Agregar a Google
 * Calendar' for both sides; for the client's own mails also, while they may still change
 * it (24 hours before), 'Cambiar horario' and 'Cancelar turno' (the booking page opened
 * on it), and the WhatsApp chat with her when WHATSAPP_URL or her number is set. The
 * booking, move and reminder mails all take them from here.
 */
export function appointmentLinks(
  deps: AgendaDeps,
  e: EventRow,
  place: Awaited<ReturnType<typeof placeOf>>,
  forClient: boolean,
): { label: string; url: string }[] {
  if (e.cancelledAt) return [];
  const range = appointmentRange(e.start, e.end);
  const links: { label: string; url: string }[] = [
    {
      label: APPOINTMENT_LINKS.googleCalendar,
      url: googleCalendarUrl({
        title: forClient ? `Turno con ${place.name}` : e.title,
        start: e.start,
        end: e.end,
        details: `Consulta de nutrición presencial, ${range} (hora de Montevideo).`,
        location: place.address,
      }),
    },
  ];
  if (!forClient) return links;
  if (e.userId && clientMayCancel(e.start, deps.clock.now())) {
    const page = appointmentPageUrl(deps.config.publicUrl, e.userId, e.id);
    links.push(
      { label: APPOINTMENT_LINKS.reschedule, url: page },
      { label: APPOINTMENT_LINKS.cancel, url: page },
    );
  }
  const chat = appointmentWhatsAppUrl(deps.config.contact.whatsApp, place.whatsapp, range);
  if (chat) links.push({ label: APPOINTMENT_LINKS.whatsApp, url: chat });
  return links;
}

/** The .ics of the event as it stands, for a client's or the nutritionist's calendar. */
export function eventIcs(
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
  movedBy: 'admin' | 'client' = 'admin',
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
  // A move she made herself needs no notice to her; a client's move does.
  const notified = kind === 'moved' && movedBy === 'admin' ? [] : await noticeRecipients(deps);
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
        before: before && appointmentRange(before.start, before.end),
        note: e.description ? `Nota: ${e.description}` : undefined,
        address: place.address,
        mapUrl: place.mapUrl,
        links: appointmentLinks(deps, e, place, false),
      },
      { label: 'Ver agenda', url: `${site}${PATHS.admin('agenda')}` },
      [ics],
    ),
  );
  const mayChange =
    'Podés cambiarlo o cancelarlo hasta 24 horas antes con los enlaces de este correo o desde tu perfil; después, escribile a la nutricionista.';
  const notes: Record<AppointmentChange, string> = {
    booked: mayChange,
    moved:
      movedBy === 'client'
        ? mayChange
        : 'Si el nuevo horario no te queda bien, escribile a la nutricionista.',
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
          links: appointmentLinks(deps, e, place, true),
        },
        { label: 'Ver mis turnos', url: `${site}${PATHS.profile()}` },
        [ics],
      ),
    );
  return mails;
}
