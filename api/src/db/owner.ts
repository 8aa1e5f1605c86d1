import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Who owns the row with this id: its owner column (a user id), or null when there is no
 * such row. What an 'owner-or-admin' route resolves before its handler runs
 * (http/route.ts), for any table that names its owner.
 */
export async function ownerOf(
  db: Db,
  table: PgTable,
  columns: { id: PgColumn; owner: PgColumn },
  id: string,
): Promise<string | null> {
  const [row] = await db.select({ owner: columns.owner }).from(table).where(eq(columns.id, id));
  return row ? String(row.owner) : null;
}
