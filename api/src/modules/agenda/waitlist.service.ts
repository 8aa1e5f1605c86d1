import { and, asc, count, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { freeSlots } from '@contract/agenda-slots';
import { addDaysInMontevideo, MONTEVIDEO_TIME_ZONE, montevideoDay } from '@contract/time';
import {
  WAITLIST_DAYS,
  WAITLIST_MSG,
  type TWaitlistEntry,
  type TWaitlistStatus,
} from '@contract/waitlist';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import { hasCreditFor } from '../commerce';
import type { DbOrTx } from '../users';
import { users } from '../users/users.tables';
import { calendarEvents, freedSlots, slotOffers, waitlist } from './agenda.tables';
import type { AgendaDeps } from './agenda.service';
import { availabilityWorld } from './availability';

/*
 * The waiting list (issue 34): who may join, who is on it and in which place, her view of
 * it, and the month's share of freed slots booked again. Offering the freed slots is
 * waitlist-offers.ts.
 */

type Me = { id: string; type: string };

/** Whether any slot is free for clients in the next WAITLIST_DAYS days. */
async function slotFreeSoon(deps: Pick<AgendaDeps, 'db' | 'clock'>): Promise<boolean> {
  const now = deps.clock.now();
  const from = montevideoDay(now);
  const to = montevideoDay(addDaysInMontevideo(now, WAITLIST_DAYS - 1));
  const world = await availabilityWorld(deps.db, from, to, { holds: { now, heldFor: null } });
  return freeSlots(from, to, world, now).length > 0;
}

/** Their live entry, if any. */
async function liveEntry(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(waitlist)
    .where(and(eq(waitlist.userId, userId), isNull(waitlist.leftAt)));
  return row;
}

/** Why a client may not join now, or null when they may. */
async function refusal(deps: Pick<AgendaDeps, 'db' | 'clock'>, userId: string) {
  const today = montevideoDay(deps.clock.now());
  if (!(await hasCreditFor(deps.db, userId, today))) return WAITLIST_MSG.needsCredit;
  if (await slotFreeSoon(deps)) return WAITLIST_MSG.slotsFree;
  return null;
}

/** GET lista-de-espera: their place, whether they may join, and a slot offered to them. */
export async function waitlistStatus(
  deps: Pick<AgendaDeps, 'db' | 'clock'>,
  me: Me,
): Promise<TWaitlistStatus> {
  const now = deps.clock.now();
  const entry = await liveEntry(deps.db, me.id);
  const [offer] = await deps.db
    .select({
      id: slotOffers.id,
      start: freedSlots.start,
      end: freedSlots.end,
      expiresAt: slotOffers.expiresAt,
    })
    .from(slotOffers)
    .innerJoin(freedSlots, eq(freedSlots.id, slotOffers.slotId))
    .where(
      and(
        eq(slotOffers.userId, me.id),
        isNull(slotOffers.claimedAt),
        gt(slotOffers.expiresAt, now),
        isNull(freedSlots.closedAt),
      ),
    )
    .orderBy(asc(slotOffers.expiresAt))
    .limit(1);
  const oferta = offer
    ? {
        _id: offer.id,
        start: offer.start.toISOString(),
        end: offer.end.toISOString(),
        vence: offer.expiresAt.toISOString(),
      }
    : null;
  if (entry) {
    const [ahead] = await deps.db
      .select({ n: count() })
      .from(waitlist)
      .where(
        and(
          isNull(waitlist.leftAt),
          // First come first; the same instant, by id (the order offers follow too).
          or(
            lt(waitlist.joinedAt, entry.joinedAt),
            and(eq(waitlist.joinedAt, entry.joinedAt), lt(waitlist.id, entry.id)),
          ),
        ),
      );
    return {
      anotadoDesde: entry.joinedAt.toISOString(),
      posicion: (ahead?.n ?? 0) + 1,
      puedeAnotarse: false,
      motivo: null,
      oferta,
    };
  }
  const why = me.type === 'admin' ? WAITLIST_MSG.onlyClients : await refusal(deps, me.id);
  return { anotadoDesde: null, posicion: null, puedeAnotarse: !why, motivo: why, oferta };
}

/** POST lista-de-espera: joins (again: nothing changes, their place is kept). */
export async function joinWaitlist(deps: Pick<AgendaDeps, 'db' | 'clock'>, me: Me) {
  if (me.type === 'admin') throw conflict(WAITLIST_MSG.onlyClients);
  if (!(await liveEntry(deps.db, me.id))) {
    const why = await refusal(deps, me.id);
    if (why) throw conflict(why);
    // Two taps at once make one entry: the live entry is unique per client.
    await deps.db
      .insert(waitlist)
      .values({ userId: me.id, joinedAt: deps.clock.now() })
      .onConflictDoNothing();
  }
  return waitlistStatus(deps, me);
}

/** DELETE lista-de-espera. */
export async function leaveWaitlist(deps: Pick<AgendaDeps, 'db' | 'clock'>, me: Me) {
  const left = await deps.db
    .update(waitlist)
    .set({ leftAt: deps.clock.now(), leftReason: 'salio' })
    .where(and(eq(waitlist.userId, me.id), isNull(waitlist.leftAt)))
    .returning({ id: waitlist.id });
  if (!left.length) throw conflict(WAITLIST_MSG.notWaiting);
  return waitlistStatus(deps, me);
}

/** GET lista-de-espera/todos: hers, first come first. */
export async function waitlistForHer(db: Db, now: Date): Promise<TWaitlistEntry[]> {
  const rows = await db
    .select({
      id: waitlist.id,
      userId: waitlist.userId,
      name: users.name,
      email: users.email,
      joinedAt: waitlist.joinedAt,
      offeredUntil: sql<Date | null>`(select max(${slotOffers.expiresAt}) from ${slotOffers}
        where ${slotOffers.entryId} = ${waitlist.id} and ${slotOffers.claimedAt} is null
          and ${slotOffers.expiresAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(waitlist)
    .innerJoin(users, eq(users.id, waitlist.userId))
    .where(isNull(waitlist.leftAt))
    .orderBy(asc(waitlist.joinedAt), asc(waitlist.id));
  return rows.map((r) => ({
    _id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    anotadoDesde: r.joinedAt.toISOString(),
    ofertaHasta: r.offeredUntil ? new Date(r.offeredUntil).toISOString() : null,
  }));
}

/**
 * 'Hoy': this month's (Montevideo) freed slots, and those a turno booked after the
 * cancellation holds again, whoever booked it (an offer claimed or anyone else).
 */
export async function waitlistThisMonth(db: Db, now: Date) {
  const monthStarts = sql`(date_trunc('month', (${now.toISOString()}::timestamptz at time zone ${MONTEVIDEO_TIME_ZONE})))::timestamp at time zone ${MONTEVIDEO_TIME_ZONE}`;
  const [row] = await db
    .select({
      freed: count(),
      refilled: sql<number>`(count(*) filter (where exists (
        select 1 from ${calendarEvents} e where e.cancelled_at is null
          and e.start_at < ${freedSlots.end} and e.end_at > ${freedSlots.start}
          and e.created_at >= ${freedSlots.freedAt})))::int`,
    })
    .from(freedSlots)
    .where(gte(freedSlots.freedAt, monthStarts));
  const [waiting] = await db.select({ n: count() }).from(waitlist).where(isNull(waitlist.leftAt));
  return {
    liberados: row?.freed ?? 0,
    recuperados: row?.refilled ?? 0,
    esperando: waiting?.n ?? 0,
  };
}

/** A client's booking ends their wait: they have a turno now. */
export async function leftByBooking(tx: DbOrTx, userId: string, now: Date) {
  await tx
    .update(waitlist)
    .set({ leftAt: now, leftReason: 'agendo' })
    .where(and(eq(waitlist.userId, userId), isNull(waitlist.leftAt)));
}
