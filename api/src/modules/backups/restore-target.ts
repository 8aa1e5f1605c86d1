import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatCount } from '@contract/numbers';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { STORAGE_AREAS, type Storage } from '../../media/storage';
import { tablesWithRows } from './logical-dump';
import { fileEntry, type Manifest } from './manifest';
import { databaseLevel, tablesSeededByMigrations } from './schema-level';

/*
 * Where a restore writes, and how far an earlier run of it got (issue 33, acceptance 4: a
 * restore killed half-way can be run again to completion). A restore writes the files, then
 * migrates, then loads every table in one transaction that also records the copy it loaded,
 * then migrates forward and clears that record. So whatever the moment it was killed at, the
 * target holds one of: files that are exactly the copy's own (same name and SHA-256) beside
 * a database with no rows; or, once the load committed, the record of this very copy. Both
 * are taken as this copy's restore, unfinished, and finished; anything else is refused.
 */

/** A copy's identity: its manifest (when it was made, every entry's checksum), hashed. */
export const copyIdOf = (manifest: Manifest) =>
  createHash('sha256').update(JSON.stringify(manifest)).digest('hex');

/**
 * The record of a load that committed, outside the app's schema (`public`), so no dump, no
 * emptiness check and no migration ever sees it; dropped when the restore ends.
 */
const PROGRESS = sql.identifier('restauracion_en_curso');

/** The copy whose load committed in this database while its restore has not ended; or null. */
export async function loadedCopy(db: Db): Promise<string | null> {
  const [table] = rowsOf(
    await db.execute(
      sql`select to_regclass('restauracion_en_curso.copia') is not null as "exists"`,
    ),
  );
  if (!table?.exists) return null;
  const [row] = rowsOf(await db.execute(sql`select id from ${PROGRESS}.copia limit 1`));
  return row ? String(row.id) : null;
}

/** Inside the load's own transaction: the rows and this record commit together, or neither. */
export async function recordLoad(tx: Db, copyId: string): Promise<void> {
  await tx.execute(sql`create schema if not exists ${PROGRESS}`);
  await tx.execute(sql`create table if not exists ${PROGRESS}.copia (id text not null)`);
  await tx.execute(sql`insert into ${PROGRESS}.copia (id) values (${copyId})`);
}

/** The restore ended: nothing left to finish. */
export async function clearLoadRecord(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists ${PROGRESS} cascade`);
}

/**
 * The stored files that are exactly entries of this copy (same name, same SHA-256), by entry
 * name ('media/images/<name>'): what an earlier run of this restore already wrote. Each file
 * is read to be hashed (one at a time; the app stores none past 20 MB).
 */
export async function filesOfCopy(storage: Storage, manifest: Manifest): Promise<Set<string>> {
  const same = new Set<string>();
  for (const area of STORAGE_AREAS)
    for (const name of await storage.list(area)) {
      const want = manifest.entries[fileEntry(area, name)];
      if (!want) continue;
      const data = await storage.read(area, name);
      if (data && createHash('sha256').update(data).digest('hex') === want.sha256)
        same.add(fileEntry(area, name));
    }
  return same;
}

/**
 * What the target holds that is not this copy's, or nothing: files other than `ours` (those
 * an interrupted restore of this copy wrote), and app rows in any table (the rows the
 * migrations themselves insert aside).
 */
export async function targetContents(
  database: Database,
  storage: Storage,
  ours: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const found: string[] = [];
  for (const area of STORAGE_AREAS) {
    const n = (await storage.list(area)).filter((name) => !ours.has(fileEntry(area, name))).length;
    if (n > 0) found.push(`${formatCount(n, 'archivo', 'archivos')} en ${area}`);
  }
  const level = await databaseLevel(database.db);
  if (level)
    for (const t of await tablesWithRows(database.db, await tablesSeededByMigrations()))
      found.push(`filas en ${t}`);
  return found;
}
