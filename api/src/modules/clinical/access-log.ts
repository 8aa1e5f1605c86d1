import { and, desc, eq, gt } from 'drizzle-orm';
import type { TClinicalAccess } from '@contract/clinical';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { UserRow } from '../users/users.tables';
import { clinicalAccessLog } from './clinical.tables';

/** What an admin read: the anamnesis, a client's controls list, or one control. */
export type ClinicalRead = 'anamnesis' | 'controles' | 'control';

/**
 * How long one view lasts. Opening a record is several requests (the profile's panel,
 * the page's own read, a refetch when the tab comes back, the read after a save): each
 * is a read on the server, yet the admin looked once. A read of the same records of the
 * same client by the same admin within this time is the same view.
 */
export const VIEW_WINDOW_MS = 10 * 60_000;

/**
 * Records an admin's read of someone else's clinical records (DECISIONS §8), once per
 * view (VIEW_WINDOW_MS). A client reading their own, or the admin reading their own, is
 * not recorded.
 */
export async function recordRead(
  deps: { db: Db; clock: Clock },
  reader: UserRow,
  userId: string,
  what: ClinicalRead,
): Promise<void> {
  if (reader.type !== 'admin' || reader.id === userId) return;
  const now = deps.clock.now();
  const [recent] = await deps.db
    .select({ id: clinicalAccessLog.id })
    .from(clinicalAccessLog)
    .where(
      and(
        eq(clinicalAccessLog.userId, userId),
        eq(clinicalAccessLog.adminId, reader.id),
        eq(clinicalAccessLog.what, what),
        gt(clinicalAccessLog.at, new Date(now.getTime() - VIEW_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  await deps.db.insert(clinicalAccessLog).values({
    adminId: reader.id,
    adminName: reader.name,
    userId,
    what,
    at: now,
  });
}

export const ACCESS_LOG_LIMIT = 100;

/** A client's entries, newest first. */
export async function accessLogOf(db: Db, userId: string): Promise<TClinicalAccess[]> {
  const rows = await db
    .select()
    .from(clinicalAccessLog)
    .where(eq(clinicalAccessLog.userId, userId))
    .orderBy(desc(clinicalAccessLog.at), desc(clinicalAccessLog.id))
    .limit(ACCESS_LOG_LIMIT);
  return rows.map((r) => ({ at: r.at.toISOString(), adminName: r.adminName, what: r.what }));
}
