import { and, eq, getTableName, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { removeStored, type Storage } from '../../media/storage';
import type { CompletionFlags, UserRegistry } from '../users';
import { anamneses, controls } from './clinical.tables';

/**
 * What a user answer shows of a client's clinical records (DECISIONS §8): app.ts hands it
 * to the users module (its UserRegistry), which imports no module above it.
 */

/**
 * "table"."column": in a select list Drizzle writes a column bare, and inside a subquery
 * a bare "id" or "user_id" would name the subquery's own table.
 */
const qualified = (c: AnyColumn) =>
  sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/**
 * The completion flags of DECISIONS §8 as select columns for a query over users: an
 * anamnesis exists; an Online control exists. Subqueries on indexed user ids, so a
 * page of users stays one query.
 */
export function completionColumns(userId: AnyColumn) {
  const user = qualified(userId);
  return {
    anamnesisCompleted: sql<boolean>`exists (select 1 from ${anamneses} where ${qualified(anamneses.userId)} = ${user})`,
    firstControlCompleted: sql<boolean>`exists (select 1 from ${controls} where ${qualified(controls.userId)} = ${user} and ${qualified(controls.typo)} = 'Online')`,
  };
}

/** The flags of one user. */
export async function completionOf(
  db: Pick<Db, 'select'>,
  userId: string,
): Promise<CompletionFlags> {
  const [a] = await db
    .select({ n: sql<number>`1` })
    .from(anamneses)
    .where(eq(anamneses.userId, userId))
    .limit(1);
  const [c] = await db
    .select({ n: sql<number>`1` })
    .from(controls)
    .where(and(eq(controls.userId, userId), eq(controls.typo, 'Online')))
    .limit(1);
  return { anamnesisCompleted: a !== undefined, firstControlCompleted: c !== undefined };
}

/** Every photo name of a user's controls: read before the user's rows go (they cascade). */
export async function controlPhotoNamesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ avatar: controls.avatar })
    .from(controls)
    .where(eq(controls.userId, userId));
  return rows.flatMap((r) => r.avatar);
}

/** Removes control photos and their private resized variants. */
export function removeControlPhotos(storage: Storage, names: readonly string[]): Promise<void> {
  return removeStored(storage, 'photos', names);
}

/** The completion flags as the users module asks for them. */
export const clinicalCompletion: UserRegistry['completion'] = {
  columns: completionColumns,
  of: completionOf,
};
