import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Database, type Db } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/** One migration of api/drizzle/meta/_journal.json, the code's own list. */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

export async function readJournal(dir = MIGRATIONS_DIR): Promise<JournalEntry[]> {
  const journal = JSON.parse(
    await fs.readFile(path.join(dir, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries;
}

/**
 * The migrations a database has applied, as drizzle records them (count, and the
 * journal `when` of the last); null when it never ran one.
 */
export async function databaseLevel(db: Db): Promise<{ count: number; lastWhen: number } | null> {
  const [table] = rowsOf(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
    ),
  );
  if (!table?.exists) return null;
  const [level] = rowsOf(
    await db.execute(
      sql`select count(*)::int as "count", coalesce(max(created_at), 0)::text as "last" from drizzle.__drizzle_migrations`,
    ),
  );
  const count = Number(level?.count ?? 0);
  return count === 0 ? null : { count, lastWhen: Number(level?.last) };
}

/**
 * Migrates a database up to the first `count` migrations of the journal (all of them:
 * the usual migration): drizzle reads a folder, so an earlier level is a folder holding
 * the journal cut at that point and its SQL files.
 */
export async function migrateTo(database: Database, count: number): Promise<void> {
  const journal = await readJournal();
  if (count >= journal.length) return database.migrate(MIGRATIONS_DIR);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-migraciones-'));
  try {
    const raw = JSON.parse(
      await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    );
    const entries = journal.slice(0, count);
    await fs.mkdir(path.join(dir, 'meta'));
    await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...raw, entries }));
    for (const e of entries)
      await fs.copyFile(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    await database.migrate(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Tables the migrations themselves put rows in (the practice's and the agenda's single
 * settings row, the fixed products): a database nobody used already holds those.
 */
export async function tablesSeededByMigrations(): Promise<Set<string>> {
  const seeded = new Set<string>();
  for (const e of await readJournal()) {
    const text = await fs.readFile(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), 'utf8');
    for (const m of text.matchAll(/insert\s+into\s+"?(?:public"?\."?)?([a-z_][a-z0-9_]*)"?/gi))
      seeded.add(m[1]!.toLowerCase());
  }
  return seeded;
}
