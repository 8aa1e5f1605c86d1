import { randomUUID } from 'node:crypto';
import { USERS_MSG } from '@contract/users';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZEventUpdateSchema, ZNewEventSchema } from '@contract/agenda';
import { adminSlotProblem, AGENDA_MSG } from '@contract/agenda-slots';
import { clientMayCancel, tooLateText } from '@contract/practice';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { cancelPolicy } from '../practice';
import type { DbOrTx } from '../users';
import { returnCredit, takeCredit } from '../commerce';
import { users } from '../users/users.tables';
import { calendarEvents } from './agenda.tables';
import type { AgendaDeps, EventRow } from './agenda.service';
import { assertClientSlot } from './availability';
import { leftByBooking } from './waitlist.service';
import { reminderMarks } from './reminders';
import { SQLSTATE, sqlState } from '../../db/sql-errors';

/*
 * Booking, moving and cancelling an appointment: the writes to the calendar, with the
 * credit (a paid turno, or one of a pack) a client's booking uses up. The mails they lead to are sent by the
 * routes through appointment-mails.ts, once the answer is out.
 */

/**
 * Inside her policy's window (issue 34) a client may no longer cancel or move a turno:
 * refused with her hours in the message (the same code whatever the hours).
 */
async function assertClientMayChange(db: DbOrTx, start: Date, now: Date) {
  const policy = await cancelPolicy(db);
  if (!clientMayCancel(policy, start, now))
    throw new HttpError(409, tooLateText(policy), undefined, 'agenda.tooLate');
}

const defaultTitle = (name: string) => (name ? `Control presencial: ${name}` : 'Turno');
const NO_CONTACT = { contactName: '', contactPhone: '' };
const contactOf = (input: { name?: string; phone?: string }) => ({
  contactName: input.name ?? '',
  contactPhone: input.phone ?? '',
});

type Client = { id: string; name: string; email: string };

async function accountOf(deps: AgendaDeps, id: string): Promise<Client | undefined> {
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/**
 * The client an appointment she books is for (issue 30): the one she picked (`userId`), or
 * the client whose account has the e-mail she typed, so the appointment is theirs (in
 * their 'Tus próximos turnos', with their links) even when she typed instead of picking.
 */
async function clientFor(
  deps: AgendaDeps,
  input: { userId?: string | null; email?: string },
): Promise<Client | undefined> {
  if (!input.userId && !input.email) return undefined;
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        input.userId
          ? eq(users.id, input.userId)
          : sql`lower(${users.email}) = lower(${input.email})`,
        ne(users.type, 'admin'),
      ),
    );
  if (input.userId && !row) throw notFound(USERS_MSG.notFound);
  return row;
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
  } else await assertClientSlot(deps, me.id, start, end); // the one rule of her availability

  const client = admin ? await clientFor(deps, input) : await accountOf(deps, me.id);
  // A client's appointment says who they are through their account; a person without one
  // is who she typed (name, e-mail, phone).
  const contact = admin && !client ? contactOf(input) : NO_CONTACT;

  try {
    return await deps.db.transaction(async (tx) => {
      // The ledger names the turno a credit went to: its id is known before it is written.
      const id = randomUUID();
      const creditId = admin ? null : await takeCredit(tx, me.id, { id, start }, now);
      // A client with a turno is no longer waiting for one.
      if (!admin) await leftByBooking(tx, me.id, now);
      const [event] = await tx
        .insert(calendarEvents)
        .values({
          id,
          title: admin
            ? input.title || defaultTitle(client?.name ?? contact.contactName)
            : defaultTitle(client!.name),
          email: client?.email ?? input.email ?? '',
          ...contact,
          description: input.description ?? '',
          color: admin ? (input.color ?? 'azure') : 'green',
          allDay: admin ? (input.allDay ?? false) : false,
          start,
          end,
          userId: client?.id ?? null,
          creditId,
          ...reminderMarks(start, now),
          createdAt: now,
        })
        .returning();
      return event!;
    });
  } catch (err) {
    if (sqlState(err) === SQLSTATE.exclusionViolation)
      throw conflict(AGENDA_MSG.overlap, { start: AGENDA_MSG.overlap });
    throw err;
  }
}

/** What a client may change of their own appointment: its time, nothing else. */
const ADMIN_ONLY_FIELDS = [
  'title',
  'email',
  'description',
  'color',
  'name',
  'phone',
  'userId',
] as const;

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
  // Inside her policy's window the time is hers to change, as a cancellation is.
  if (!admin) await assertClientMayChange(deps.db, e.start, now);
  const start = input.start ? new Date(input.start) : e.start;
  const end = input.end ? new Date(input.end) : e.end;
  // Who it is for: another client she picked, or a person without an account (userId null).
  const person =
    admin && input.userId !== undefined
      ? ((await clientFor(deps, { userId: input.userId, email: input.email })) ?? null)
      : undefined;
  const userId = person === undefined ? e.userId : (person?.id ?? null);
  const moved = start.getTime() !== e.start.getTime() || end.getTime() !== e.end.getTime();
  if (moved && admin) {
    const problem = adminSlotProblem(start, end, now);
    if (problem) throw badRequest(problem, { start: problem });
  } else if (moved)
    // The same rule as a booking; its own current time does not stand in its way.
    await assertClientSlot(deps, me.id, start, end, { ignoreEventId: e.id });
  try {
    const [row] = await deps.db
      .update(calendarEvents)
      .set({
        title: input.title ?? e.title,
        email: person ? person.email : (input.email ?? e.email),
        userId,
        contactName: userId ? '' : (input.name ?? e.contactName),
        contactPhone: userId ? '' : (input.phone ?? e.contactPhone),
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
    if (sqlState(err) === SQLSTATE.exclusionViolation)
      throw conflict(AGENDA_MSG.overlap, { start: AGENDA_MSG.overlap });
    throw err;
  }
}

/**
 * DELETE calendar/{id}. The admin cancels any time; a client their own booking outside her
 * policy's window. Either way the credit it used is given back: the client paid.
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
    if (me.type !== 'admin') await assertClientMayChange(tx, e.start, now);
    const [row] = await tx
      .update(calendarEvents)
      // The cancellation's .ics must outrank every earlier one of this UID.
      .set({ cancelledAt: now, sequence: sql`${calendarEvents.sequence} + 1` })
      .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt)))
      .returning();
    if (!row) throw notFound(AGENDA_MSG.notFound);
    if (e.creditId) await returnCredit(tx, e.creditId, e, now);
    return row;
  });
}
