import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { AGENDA_MSG } from '@contract/agenda-slots';
import {
  CREDIT_MOVES,
  CREDITS_MSG,
  type TCreditLot,
  type TCreditMove,
  type TCreditsAnswer,
} from '@contract/credits';
import { montevideoDay } from '@contract/time';
import type { Db } from '../../db/client';
import { conflict } from '../../http/http-error';
import { creditMovements, credits, purchases } from './commerce.tables';

/*
 * A client's booking credits (issue 34) and their ledger: the one place a credit is given,
 * used, returned, expired or taken back, each with its movement in the same transaction.
 * Agenda (above commerce) calls these as it books, cancels and marks attendance.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Event = { id: string; start: Date };

/** A credit nobody used, that did not expire and was not refunded. */
const free = and(isNull(credits.usedAt), isNull(credits.expiredAt), isNull(credits.revokedAt));

async function move(
  tx: Db | Tx,
  rows: { id: string; userId: string }[],
  kind: TCreditMove,
  at: Date,
  event?: Event,
) {
  if (!rows.length) return;
  await tx.insert(creditMovements).values(
    rows.map((c) => ({
      userId: c.userId,
      creditId: c.id,
      kind,
      eventId: event?.id ?? null,
      eventStart: event?.start ?? null,
      at,
    })),
  );
}

/** A sale's credits: `count` of them, to be used by turnos up to `expiresOn` (null: ever). */
export async function issueCredits(
  tx: Tx,
  grant: { userId: string; purchaseId: string; count: number; expiresOn: string | null; at: Date },
) {
  const rows = await tx
    .insert(credits)
    .values(
      Array.from({ length: grant.count }, () => ({
        userId: grant.userId,
        purchaseId: grant.purchaseId,
        expiresOn: grant.expiresOn,
        createdAt: grant.at,
      })),
    )
    .returning({ id: credits.id, userId: credits.userId });
  await move(tx, rows, 'compra', grant.at);
}

/**
 * Uses the client's credit that expires first among those that cover the turno's day
 * (one that never expires last). Refused when none does: 'no credit', or, when the
 * client holds credits that expire before that day, why they do not count.
 */
export async function takeCredit(tx: Tx, userId: string, event: Event, at: Date): Promise<string> {
  const day = montevideoDay(event.start);
  const [credit] = await tx
    .select({ id: credits.id, userId: credits.userId })
    .from(credits)
    .where(
      and(
        eq(credits.userId, userId),
        free,
        or(isNull(credits.expiresOn), gte(credits.expiresOn, day)),
      ),
    )
    .orderBy(sql`${credits.expiresOn} asc nulls last`, asc(credits.createdAt))
    .limit(1)
    // Two bookings racing: each takes a different credit, or the second finds none.
    .for('update', { skipLocked: true });
  if (!credit) {
    const [tooShort] = await tx
      .select({ id: credits.id })
      .from(credits)
      .where(and(eq(credits.userId, userId), free, lt(credits.expiresOn, day)))
      .limit(1);
    throw conflict(tooShort ? CREDITS_MSG.expiredForSlot : AGENDA_MSG.noCredit);
  }
  await tx.update(credits).set({ usedAt: at }).where(eq(credits.id, credit.id));
  await move(tx, [credit], 'uso', at, event);
  return credit.id;
}

/** Whether the client holds a credit that can book a turno on `day` (Montevideo). */
export async function hasCreditFor(db: Db | Tx, userId: string, day: string): Promise<boolean> {
  const [credit] = await db
    .select({ id: credits.id })
    .from(credits)
    .where(
      and(
        eq(credits.userId, userId),
        free,
        or(isNull(credits.expiresOn), gte(credits.expiresOn, day)),
      ),
    )
    .limit(1);
  return Boolean(credit);
}

/** A turno cancelled (or missed under 'conserva') gives its credit back, unless refunded. */
export async function returnCredit(tx: Tx, creditId: string, event: Event, at: Date) {
  const back = await tx
    .update(credits)
    .set({ usedAt: null })
    .where(and(eq(credits.id, creditId), isNotNull(credits.usedAt), isNull(credits.revokedAt)))
    .returning({ id: credits.id, userId: credits.userId });
  await move(tx, back, 'devolucion', at, event);
}

/** A refunded sale takes back its credits; those still free leave the balance. */
export async function revokeCredits(tx: Tx, saleId: string, at: Date) {
  const ofSale = sql`${credits.purchaseId} in (select ${purchases.id} from ${purchases} where ${purchases.saleId} = ${saleId})`;
  const taken = await tx
    .update(credits)
    .set({ revokedAt: at })
    .where(and(ofSale, free))
    .returning({ id: credits.id, userId: credits.userId });
  await move(tx, taken, 'reembolso', at);
  // Used ones too, so a turno cancelled later does not give back what was refunded.
  await tx
    .update(credits)
    .set({ revokedAt: at })
    .where(and(ofSale, isNull(credits.revokedAt)));
}

/**
 * The job 'credits', and every read of a client's credits: those whose last day passed
 * (Montevideo) expire, each with its movement. Returns how many expired.
 */
export async function expireCredits(db: Db, now: Date, userId?: string): Promise<number> {
  const today = montevideoDay(now);
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(credits)
      .set({ expiredAt: now })
      .where(
        and(free, lt(credits.expiresOn, today), userId ? eq(credits.userId, userId) : undefined),
      )
      .returning({ id: credits.id, userId: credits.userId });
    await move(tx, gone, 'vencimiento', now);
    return gone.length;
  });
}

/** A client's credits by purchase, newest first (Mis Compras shows each with its purchase). */
export async function creditLots(db: Db, userId: string): Promise<TCreditLot[]> {
  const lots = await db
    .select({
      purchaseId: purchases.id,
      producto: purchases.producto,
      createdAt: purchases.createdAt,
      total: sql<number>`count(*)::int`,
      quedan: sql<number>`(count(*) filter (where ${free}))::int`,
      vencidos: sql<number>`(count(*) filter (where ${credits.expiredAt} is not null))::int`,
      // Taken back while free: those the refund removed from the balance.
      reembolsados: sql<number>`(count(*) filter (where ${credits.revokedAt} is not null and ${credits.usedAt} is null and ${credits.expiredAt} is null))::int`,
      vencen: sql<string | null>`max(${credits.expiresOn})::text`,
    })
    .from(credits)
    .innerJoin(purchases, eq(purchases.id, credits.purchaseId))
    .where(eq(credits.userId, userId))
    .groupBy(purchases.id)
    .orderBy(desc(purchases.createdAt));
  return lots.map((l) => ({
    purchaseId: l.purchaseId,
    producto: l.producto,
    total: l.total,
    quedan: l.quedan,
    vencidos: l.vencidos,
    reembolsados: l.reembolsados,
    vencen: l.vencen,
    compradoEl: l.createdAt.toISOString(),
  }));
}

/** GET creditos/:id: what the client can book with, by purchase, and the ledger. */
export async function creditsOf(db: Db, userId: string, now: Date): Promise<TCreditsAnswer> {
  await expireCredits(db, now, userId);
  const lots = await creditLots(db, userId);
  const movements = await db
    .select({
      id: creditMovements.id,
      kind: creditMovements.kind,
      at: creditMovements.at,
      producto: purchases.producto,
      eventStart: creditMovements.eventStart,
    })
    .from(creditMovements)
    .innerJoin(credits, eq(credits.id, creditMovements.creditId))
    .innerJoin(purchases, eq(purchases.id, credits.purchaseId))
    .where(eq(creditMovements.userId, userId))
    .orderBy(desc(creditMovements.at), desc(creditMovements.id));
  const totales = Object.fromEntries(CREDIT_MOVES.map((k) => [k, 0])) as Record<
    TCreditMove,
    number
  >;
  for (const m of movements) totales[m.kind] += 1;
  return {
    disponibles: lots.reduce((n, l) => n + l.quedan, 0),
    // Lots that can still book first, then the rest, newest first.
    lotes: [...lots.filter((l) => l.quedan > 0), ...lots.filter((l) => l.quedan === 0)],
    movimientos: movements.map((m) => ({
      _id: m.id,
      kind: m.kind,
      at: m.at.toISOString(),
      producto: m.producto,
      turno: m.eventStart?.toISOString() ?? null,
    })),
    totales,
  };
}
