import { and, asc, eq, gt, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { appointmentRange, clientSlotProblem } from '@contract/agenda-slots';
import { PATHS } from '@contract/pages';
import { cancelPolicySentence } from '@contract/practice';
import { montevideoDay } from '@contract/time';
import { OFFER_HOURS, offerDeadlineText, WAITLIST_MSG, type TSlotOffer } from '@contract/waitlist';
import { conflict, notFound } from '../../http/http-error';
import { slotOfferMail } from '../../mail/templates';
import { hasCreditFor } from '../commerce';
import { cancelPolicy } from '../practice';
import { PUSH_TEXTS } from '../push';
import { users } from '../users/users.tables';
import { calendarEvents, freedSlots, slotOffers, waitlist } from './agenda.tables';
import type { AgendaDeps, EventRow } from './agenda.service';
import { createEvent } from './appointments.service';
import { availabilityWorld, loadSettings } from './availability';

/*
 * Offering freed slots down the waiting list (issue 34). A cancelled turno that a client
 * could book is a freed slot; it is held for the first person waiting who still has a
 * credit, for 2 hours (less when the turno's notice comes first), then for the next, until
 * someone books it, nobody is left, or it is too near. Each offer is a row written under
 * the slot's lock, so two servers offer it once; the mail and push go after the commit.
 */

type Slot = typeof freedSlots.$inferSelect;
const HOUR = 3_600_000;
/** An offer shorter than this is not worth a mail: the slot is let go to everyone. */
const SHORTEST_OFFER = 15 * 60_000;

/** The mail and push of an offer just written: sent after the commit (and the answer). */
type Sending = () => Promise<void>;

/**
 * After a cancellation: a slot a client could book now is recorded as freed (once per
 * turno) and offered to the first person waiting; what to send, if an offer was made. A
 * failure here leaves the cancellation done: the job catches the slot up.
 */
export async function slotFreed(deps: AgendaDeps, event: EventRow): Promise<Sending | null> {
  const now = deps.clock.now();
  if (event.start <= now) return null;
  const day = montevideoDay(event.start);
  const world = await availabilityWorld(deps.db, day, day, { holds: { now, heldFor: null } });
  if (clientSlotProblem(event.start, event.end, world, now)) return null;
  const [slot] = await deps.db
    .insert(freedSlots)
    .values({ start: event.start, end: event.end, freedAt: now, eventId: event.id })
    .onConflictDoNothing()
    .returning();
  return slot ? offerNext(deps, slot.id) : null;
}

/**
 * Offers the slot to the next person (locked, so once), or closes it when nobody is left
 * or it is too near. Returns what to send when an offer was made.
 */
async function offerNext(deps: AgendaDeps, slotId: string): Promise<Sending | null> {
  const now = deps.clock.now();
  const { minNoticeMinutes } = await loadSettings(deps.db);
  const made = await deps.db.transaction(async (tx) => {
    const [slot] = await tx
      .select()
      .from(freedSlots)
      .where(and(eq(freedSlots.id, slotId), isNull(freedSlots.closedAt)))
      .for('update');
    if (!slot) return null;
    const close = async () => {
      await tx.update(freedSlots).set({ closedAt: now }).where(eq(freedSlots.id, slot.id));
      return null;
    };
    const [live] = await tx
      .select({ id: slotOffers.id })
      .from(slotOffers)
      .where(
        and(
          eq(slotOffers.slotId, slot.id),
          isNull(slotOffers.claimedAt),
          gt(slotOffers.expiresAt, now),
        ),
      );
    if (live) return null;
    const latest = slot.start.getTime() - minNoticeMinutes * 60_000;
    const expiresAt = new Date(Math.min(now.getTime() + OFFER_HOURS * HOUR, latest));
    if (expiresAt.getTime() - now.getTime() < SHORTEST_OFFER) return close();
    // First come first, each person once per slot, not someone already holding another.
    const waiting = await tx
      .select({ id: waitlist.id, userId: waitlist.userId })
      .from(waitlist)
      .where(
        and(
          isNull(waitlist.leftAt),
          notExists(
            tx
              .select({ id: slotOffers.id })
              .from(slotOffers)
              .where(
                and(
                  eq(slotOffers.userId, waitlist.userId),
                  sql`(${slotOffers.slotId} = ${slot.id} or (${slotOffers.claimedAt} is null and ${slotOffers.expiresAt} > ${now.toISOString()}::timestamptz))`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(waitlist.joinedAt), asc(waitlist.id));
    const day = montevideoDay(slot.start);
    for (const entry of waiting) {
      if (!(await hasCreditFor(tx, entry.userId, day))) continue;
      const [offer] = await tx
        .insert(slotOffers)
        .values({
          slotId: slot.id,
          entryId: entry.id,
          userId: entry.userId,
          sentAt: now,
          expiresAt,
        })
        .returning();
      return { offer: offer!, slot };
    }
    return close();
  });
  if (!made) return null;
  return () => sendOffer(deps, made.offer, made.slot);
}

async function sendOffer(deps: AgendaDeps, offer: typeof slotOffers.$inferSelect, slot: Slot) {
  const now = deps.clock.now();
  const [person] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, offer.userId));
  if (!person) return;
  const url = `${deps.config.publicUrl}${PATHS.slotOffer(offer.id)}`;
  await deps.mailer.send(
    slotOfferMail(
      person.email,
      {
        greeting: person.name ? `Hola ${person.name}:` : 'Hola:',
        range: appointmentRange(slot.start, slot.end),
        deadline: offerDeadlineText(offer.expiresAt, now),
        policy: cancelPolicySentence(await cancelPolicy(deps.db)),
      },
      url,
    ),
  );
  await deps.push?.toUsers(
    [offer.userId],
    `slot-offer:${offer.id}`,
    PUSH_TEXTS.slotOffered(offer.id, slot.start, offer.expiresAt, now),
  );
}

/**
 * The job 'waitlist', every minute: cancellations not yet looked at (a server stopped
 * between the cancellation and its offer), slots booked meanwhile closed, and each open
 * slot whose offer ended offered to the next person. Returns how many offers went out.
 */
export async function advanceOffers(deps: AgendaDeps): Promise<number> {
  const now = deps.clock.now();
  const missed = await deps.db
    .select()
    .from(calendarEvents)
    .where(
      and(
        isNotNull(calendarEvents.cancelledAt),
        gt(calendarEvents.cancelledAt, new Date(now.getTime() - 24 * HOUR)),
        gt(calendarEvents.start, now),
        notExists(
          deps.db
            .select({ id: freedSlots.id })
            .from(freedSlots)
            .where(eq(freedSlots.eventId, calendarEvents.id)),
        ),
      ),
    );
  let sent = 0;
  const send = async (sending: Sending | null) => {
    if (!sending) return;
    await sending();
    sent += 1;
  };
  for (const e of missed) await send(await slotFreed(deps, e));
  const open = await deps.db.select().from(freedSlots).where(isNull(freedSlots.closedAt));
  for (const slot of open) {
    // Booked by anyone (an offer claimed, her, or a client once it was let go): done.
    const [taken] = await deps.db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(
        and(
          isNull(calendarEvents.cancelledAt),
          lt(calendarEvents.start, slot.end),
          gt(calendarEvents.end, slot.start),
        ),
      )
      .limit(1);
    if (taken) {
      await deps.db.update(freedSlots).set({ closedAt: now }).where(eq(freedSlots.id, slot.id));
      continue;
    }
    await send(await offerNext(deps, slot.id));
  }
  return sent;
}

type OfferRow = { offer: typeof slotOffers.$inferSelect; slot: Slot };

async function offerOf(deps: AgendaDeps, id: string): Promise<OfferRow | undefined> {
  const [row] = await deps.db
    .select({ offer: slotOffers, slot: freedSlots })
    .from(slotOffers)
    .innerJoin(freedSlots, eq(freedSlots.id, slotOffers.slotId))
    .where(eq(slotOffers.id, id));
  return row;
}

/** The person an offer went to (the route's ownership check). */
export async function offerOwner(deps: AgendaDeps, id: string): Promise<string | null> {
  return (await offerOf(deps, id))?.offer.userId ?? null;
}

function stateOf({ offer, slot }: OfferRow, now: Date): TSlotOffer['estado'] {
  if (offer.claimedAt) return 'reservada';
  if (offer.expiresAt <= now) return 'vencida';
  if (slot.closedAt || slot.start <= now) return 'no-disponible';
  return 'vigente';
}

/** GET lista-de-espera/ofertas/:id. */
export async function slotOffer(deps: AgendaDeps, id: string): Promise<TSlotOffer> {
  const row = await offerOf(deps, id);
  if (!row) throw notFound(WAITLIST_MSG.offerNotFound);
  return {
    _id: row.offer.id,
    start: row.slot.start.toISOString(),
    end: row.slot.end.toISOString(),
    vence: row.offer.expiresAt.toISOString(),
    estado: stateOf(row, deps.clock.now()),
  };
}

/**
 * POST lista-de-espera/ofertas/:id/reservar: the person it went to books the slot with a
 * credit, as any booking (the hold is theirs); a second tap finds it booked.
 */
export async function claimOffer(deps: AgendaDeps, me: { id: string; type: string }, id: string) {
  if (me.type === 'admin') throw conflict(WAITLIST_MSG.onlyClients);
  const row = await offerOf(deps, id);
  // Someone else's offer is, to this person, no offer at all.
  if (!row || row.offer.userId !== me.id) throw notFound(WAITLIST_MSG.offerNotFound);
  const now = deps.clock.now();
  const state = stateOf(row, now);
  if (state === 'reservada') throw conflict(WAITLIST_MSG.offerTaken);
  if (state === 'vencida') throw conflict(WAITLIST_MSG.offerExpired);
  if (state === 'no-disponible') throw conflict(WAITLIST_MSG.offerGone);
  const event = await createEvent(deps, me, {
    start: row.slot.start.toISOString(),
    end: row.slot.end.toISOString(),
  });
  await deps.db.transaction(async (tx) => {
    await tx.update(slotOffers).set({ claimedAt: now }).where(eq(slotOffers.id, id));
    await tx.update(freedSlots).set({ closedAt: now }).where(eq(freedSlots.id, row.slot.id));
  });
  return event;
}
