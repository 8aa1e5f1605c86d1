import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freedSlots, slotOffers } from './agenda.tables';

/**
 * The freed slots held right now for a person of the waiting list (issue 34): an offer not
 * claimed, not expired, of a slot still open. Busy for everyone but `heldFor`.
 */
export async function heldSlots(
  db: Db,
  after: Date,
  before: Date,
  now: Date,
  heldFor: string | null,
): Promise<{ start: Date; end: Date }[]> {
  return db
    .select({ start: freedSlots.start, end: freedSlots.end })
    .from(slotOffers)
    .innerJoin(freedSlots, eq(freedSlots.id, slotOffers.slotId))
    .where(
      and(
        isNull(slotOffers.claimedAt),
        gt(slotOffers.expiresAt, now),
        isNull(freedSlots.closedAt),
        lt(freedSlots.start, before),
        gt(freedSlots.end, after),
        heldFor ? ne(slotOffers.userId, heldFor) : undefined,
      ),
    );
}
