import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { createTestContext } from '../../test/harness';
import { createPglite, wrapPglite, type Database, type Db } from './client';
import { analyzeReason, databaseMaintenance, type TableState } from './maintenance';

const HOUR = 60 * 60 * 1000;

/** A clock the test moves, and a log that keeps what the job said. */
function jobParts() {
  let now = Date.parse('2026-03-02T12:00:00Z');
  const logs: { obj: object; msg: string }[] = [];
  return {
    clock: { now: () => new Date(now) },
    advance: (ms: number) => (now += ms),
    logs,
    log: { info: (obj: object, msg: string) => logs.push({ obj, msg }) },
  };
}

const open: Database[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) await d.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A data directory of its own, for a test that restarts the database. */
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-maint-'));
  dirs.push(dir);
  return path.join(dir, 'db');
}

/** PGlite in `dir` (in memory without one), from the migrated test snapshot or as it was left. */
async function openEmbedded(dir: string | undefined, fromSnapshot: boolean): Promise<Database> {
  const snapshot = fromSnapshot ? new Blob([fs.readFileSync(inject('pgliteSnapshot'))]) : undefined;
  const client = createPglite(dir, snapshot);
  await client.waitReady;
  const database = wrapPglite(client);
  open.push(database);
  return database;
}

/** Closes the database and opens its directory again, as a restart of the app does. */
async function restart(database: Database, dir: string): Promise<Database> {
  await database.close();
  open.splice(open.indexOf(database), 1);
  return openEmbedded(dir, false);
}

async function addUsers(db: Db, n: number, from = 0) {
  await db.execute(sql`
    insert into users (name, email, password_hash)
    select 'Persona ' || i, 'persona' || i || '@correo.uy', 'x'
    from generate_series(${from + 1}::int, ${from + n}::int) as i`);
}

/** Updates users number `from` to `to` (as addUsers numbered them): one change each. */
async function touchUsers(db: Db, from: number, to: number) {
  await db.execute(sql`
    update users set age = 30
    where email in (select 'persona' || i || '@correo.uy' from generate_series(${from}::int, ${to}::int) as i)`);
}

/** What the planner has to go on for users: its row count and its column statistics. */
async function usersStatistics(db: Db) {
  const [row] = await db
    .select({
      reltuples: sql<number>`c.reltuples::float8`.mapWith(Number),
      columns: sql<number>`(select count(*) from pg_stats where schemaname = 'public' and tablename = 'users')::int`,
    })
    .from(sql`pg_class c`)
    .where(sql`c.oid = 'public.users'::regclass`);
  return row!;
}

const table = (over: Partial<TableState>): TableState => ({
  name: 'public.t',
  reltuples: 1000,
  relpages: 10,
  pages: 10,
  changed: 0,
  hasStats: true,
  ...over,
});

describe('when a table needs ANALYZE (analyzeReason)', () => {
  const reason = (over: Partial<TableState>, afterStart = false) =>
    analyzeReason(table(over), afterStart);

  it('never for an empty file, whatever its counts say', () => {
    expect(reason({ pages: 0, reltuples: -1, hasStats: false }, true)).toBeNull();
    expect(reason({ pages: 0, changed: 10_000 })).toBeNull();
  });

  it('statistics missing: never counted, or counted without ANALYZE (an index, a VACUUM)', () => {
    expect(reason({ reltuples: -1, relpages: 0, hasStats: false })).toBe('missing');
    expect(reason({ reltuples: 5000, hasStats: false })).toBe('missing');
    // Analyzed holding only dead rows: nothing more to learn, or it would run every minute.
    expect(reason({ reltuples: 0, hasStats: false }, true)).toBeNull();
  });

  it('changed: past PostgreSQL threshold of 50 rows + 10% of the table', () => {
    expect(reason({ reltuples: 1000, changed: 150 })).toBeNull();
    expect(reason({ reltuples: 1000, changed: 151 })).toBe('changed');
    expect(reason({ reltuples: 0, relpages: 1, pages: 1, changed: 51 })).toBe('changed');
  });

  it('grown, after a start only: more pages than at the count, by that threshold in rows', () => {
    // 100 rows a page: 2 more pages are 200 rows, past 50 + 100; 1 more page is not.
    expect(reason({ reltuples: 1000, relpages: 10, pages: 11 }, true)).toBeNull();
    expect(reason({ reltuples: 1000, relpages: 10, pages: 12 }, true)).toBe('grown');
    // Counted while empty, pages now: rows came, how many is unknown.
    expect(reason({ reltuples: 0, relpages: 0, pages: 1, hasStats: false }, true)).toBe('grown');
    // While the app runs, the counters say what changed (an update grows the file too).
    expect(reason({ reltuples: 1000, relpages: 10, pages: 12 })).toBeNull();
    expect(reason({ reltuples: 0, relpages: 0, pages: 1, hasStats: false })).toBeNull();
  });
});

describe('the embedded database maintains itself (PGlite)', () => {
  it('analyzes a table loaded in bulk before a restart, once', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const j = jobParts();
    let database = await openEmbedded(dir, true);
    await addUsers(database.db, 1000);
    // The restart forgets the counters (1,000 inserted); only the catalog is left.
    database = await restart(database, dir);
    expect(await usersStatistics(database.db)).toEqual({ reltuples: -1, columns: 0 });

    const run = databaseMaintenance({ db: database.db, clock: j.clock }, j.log);
    const first = await run();
    expect(first.analyzed).toContainEqual({ table: 'public.users', reason: 'missing' });
    const stats = await usersStatistics(database.db);
    expect(stats.reltuples).toBe(1000);
    expect(stats.columns).toBeGreaterThan(5);
    // The first run also vacuums every table with pages (the last VACUUM is forgotten too).
    expect(first.vacuumed).toContain('public.users');
    expect(j.logs).toHaveLength(1);
    expect(j.logs[0]!.msg).toBe('embedded database maintained');
    expect(j.logs[0]!.obj).toMatchObject({
      analyzed: expect.arrayContaining(['public.users (missing)']),
    });

    // Nothing changed: nothing to do, and nothing said.
    j.advance(HOUR);
    expect(await run()).toEqual({ analyzed: [], vacuumed: [] });
    expect(j.logs).toHaveLength(1);

    // A day after the last VACUUM, the next one.
    j.advance(23 * HOUR);
    const daily = await run();
    expect(daily.analyzed).toEqual([]);
    expect(daily.vacuumed).toContain('public.users');
  });

  it('analyzes again past 50 rows + 10% of the table changed', { timeout: 60_000 }, async () => {
    const j = jobParts();
    const database = await openEmbedded(undefined, true); // in memory: no restart here
    const { db } = database;
    await addUsers(db, 1000);
    const run = databaseMaintenance({ db, clock: j.clock }, j.log);
    await run();
    const analyzeCount = async () => {
      const [row] = await db
        .select({ n: sql<number>`analyze_count::int` })
        .from(sql`pg_stat_user_tables`)
        .where(sql`relid = 'public.users'::regclass`);
      return row!.n;
    };
    expect(await analyzeCount()).toBe(1);

    // 1,000 rows: the threshold is 50 + 100 = 150 changed rows. 150 is not past it.
    await touchUsers(db, 1, 150);
    expect((await run()).analyzed).toEqual([]);
    await touchUsers(db, 151, 151);
    expect((await run()).analyzed).toEqual([{ table: 'public.users', reason: 'changed' }]);
    expect(await analyzeCount()).toBe(2);
    // Counted from that ANALYZE on.
    expect((await run()).analyzed).toEqual([]);
    await touchUsers(db, 1, 150);
    expect((await run()).analyzed).toEqual([]);
  });

  it(
    'analyzes a table that grew before a restart, counters gone',
    { timeout: 60_000 },
    async () => {
      const dir = tempDir();
      const j = jobParts();
      let database = await openEmbedded(dir, true);
      await addUsers(database.db, 1000);
      await databaseMaintenance({ db: database.db, clock: j.clock }, j.log)();
      expect((await usersStatistics(database.db)).reltuples).toBe(1000);

      await addUsers(database.db, 500, 1000);
      database = await restart(database, dir);
      const run = await databaseMaintenance({ db: database.db, clock: j.clock }, j.log)();
      expect(run.analyzed).toEqual([{ table: 'public.users', reason: 'grown' }]);
      // The VACUUM after the ANALYZE re-estimates the count from the pages it read.
      expect((await usersStatistics(database.db)).reltuples).toBeGreaterThan(1450);
    },
  );
});

describe('on a PostgreSQL server', () => {
  it('does nothing: not one query (its own autovacuum does this)', async () => {
    // This run's server when there is one; else a port nothing listens on, where any
    // query would fail.
    const url = inject('postgresUrl') || 'postgres://postgres@127.0.0.1:1/nadie';
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const j = jobParts();
      const run = databaseMaintenance({ db: drizzleNodePg(pool), clock: j.clock }, j.log);
      expect(await run()).toEqual({ analyzed: [], vacuumed: [] });
      j.advance(25 * HOUR);
      expect(await run()).toEqual({ analyzed: [], vacuumed: [] });
      expect(pool.totalCount).toBe(0);
      expect(j.logs).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});

describe('in the app', () => {
  it('runs when the app is ready, on the embedded database only', { timeout: 30_000 }, async () => {
    // The harness made the first admin before the app started: one row, never counted.
    const t = await createTestContext();
    try {
      const columns = async () => (await usersStatistics(t.database.db)).columns;
      if (t.database.kind === 'pglite') {
        await expect.poll(columns, { timeout: 10_000 }).toBeGreaterThan(0);
      } else {
        // One row is far below PostgreSQL's own autovacuum threshold: nobody analyzes it.
        await new Promise((r) => setTimeout(r, 500));
        expect(await columns()).toBe(0);
      }
    } finally {
      await t.close();
    }
  });
});
