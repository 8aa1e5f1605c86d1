import { desc, eq } from 'drizzle-orm';
import type { TClinicalAccess } from '@contract/clinical';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { UserRow } from '../users/users.tables';
import { clinicalAccessLog } from './clinical.tables';

/** What an admin read: the anamnesis, a client's controls list, or one control. */
export type ClinicalRead = 'anamnesis' | 'controles' | 'control';

/**
 * Records an admin's read of someone else's clinical records (DECISIONS §8). A client
 * reading their own, or the admin reading their own, is not recorded.
 */
export async function recordRead(
  deps: { db: Db; clock: Clock },
  reader: UserRow,
  userId: string,
  what: ClinicalRead,
): Promise<void> {
  if (reader.type !== 'admin' || reader.id === userId) return;
  await deps.db.insert(clinicalAccessLog).values({
    adminId: reader.id,
    adminName: reader.name,
    userId,
    what,
    at: deps.clock.now(),
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
