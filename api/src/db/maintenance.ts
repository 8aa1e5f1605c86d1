import { is, sql, type SQL } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Clock } from '../clock';
import type { Db } from './client';

/**
 * What PostgreSQL's autovacuum does, for the embedded PGlite, which has none: without it
 * table statistics stay empty until someone runs ANALYZE, and the planner guesses (100,000
 * users loaded in bulk: a search matching nobody took 320 ms walking the created_at index,
 * 3 ms once the table was analyzed). Why and when: docs/decisions/0017-*.md.
 *
 * PGlite forgets its activity counters (changes since the last ANALYZE, last VACUUM) when
 * it closes; only the catalog survives a restart. So the rules read the catalog first
 * (never analyzed, grown on disk since), and the counters for what changed since start.
 */

/** PostgreSQL's own defaults: autovacuum_analyze_threshold and autovacuum_analyze_scale_factor. */
const ANALYZE_THRESHOLD_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;
const VACUUM_EVERY_MS = 24 * 60 * 60 * 1000;

export type AnalyzeReason = 'missing' | 'changed' | 'grown';

/** One table as the catalog and the activity counters see it. */
export interface TableState {
  /** Schema-qualified, quoted by the database (quote_ident): safe to put in a statement. */
  name: string;
  /** Rows counted by the last ANALYZE or VACUUM (or CREATE INDEX); -1: never counted. */
  reltuples: number;
  /** Pages at that count. */
  relpages: number;
  /** Pages on disk now. */
  pages: number;
  /** Rows inserted, updated or deleted since the last ANALYZE (this process only). */
  changed: number;
  /** Whether pg_statistic holds anything for the table. */
  hasStats: boolean;
}

/**
 * Why the table needs ANALYZE now, or null. An empty file holds no rows to learn from.
 * - missing: never counted, or counted (a VACUUM, an index built on rows) but never
 *   analyzed. A table counted with no live rows (reltuples 0) is not 'missing', or a table
 *   holding only dead rows would be analyzed on every run.
 * - changed: more rows changed than PostgreSQL's threshold (50 + 10% of the rows).
 * - grown, on the first run after a start only (`afterStart`): the file grew past that
 *   threshold since the count, estimating rows by pages as the planner does. It catches a
 *   bulk load made before a restart, whose counters died with the process that made them.
 *   Later the counters know better: an update also grows the file, and would be counted
 *   twice.
 */
export function analyzeReason(t: TableState, afterStart: boolean): AnalyzeReason | null {
  if (t.pages === 0) return null;
  if (t.reltuples < 0 || (t.reltuples > 0 && !t.hasStats)) return 'missing';
  const threshold = ANALYZE_THRESHOLD_ROWS + ANALYZE_SCALE_FACTOR * t.reltuples;
  if (t.changed > threshold) return 'changed';
  if (!afterStart) return null;
  // Counted while empty and holding pages now: how many rows came is unknown, so look.
  if (t.relpages === 0) return 'grown';
  const grownBy = t.reltuples * (t.pages / t.relpages - 1);
  return grownBy > threshold ? 'grown' : null;
}

export interface MaintenanceRun {
  analyzed: { table: string; reason: AnalyzeReason }[];
  vacuumed: string[];
}

export interface MaintenanceLog {
  info(obj: object, msg: string): void;
}

/** Every user table with its counts; the counters flushed first so this run sees them all. */
async function readTables(db: Db): Promise<TableState[]> {
  // Counters reach the shared view at most once a second; the flush is forced after this
  // statement ends, so the next one reads them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const num = (expr: SQL) => sql<number>`(${expr})::float8`.mapWith(Number);
  return db
    .select({
      name: sql<string>`quote_ident(s.schemaname) || '.' || quote_ident(s.relname)`,
      reltuples: num(sql`c.reltuples`),
      relpages: num(sql`c.relpages`),
      pages: num(sql`pg_relation_size(c.oid) / current_setting('block_size')::int`),
      changed: num(sql`s.n_mod_since_analyze`),
      hasStats: sql<boolean>`exists (select 1 from pg_statistic st where st.starelid = c.oid)`,
    })
    .from(sql`pg_stat_user_tables s join pg_class c on c.oid = s.relid`)
    .orderBy(sql`1`);
}

/**
 * The maintenance job (app.ts runs it every minute, and once when the app is ready):
 * ANALYZE each table that needs it (analyzeReason), then, on the first run and once a day
 * after (by the app's clock), VACUUM every table that holds pages. PGlite runs one
 * statement at a time, so each table is its own statement and requests wait behind one
 * table, not the sweep. The first run vacuums because the last VACUUM's time is forgotten
 * at a restart, and a VACUUM of a table nothing touched only reads its visibility map.
 *
 * On a PostgreSQL server every run does nothing: its own autovacuum does all this, and
 * better (it sees every session's changes and keeps its counters across restarts).
 */
export function databaseMaintenance(
  deps: { db: Db; clock: Clock },
  log: MaintenanceLog,
): () => Promise<MaintenanceRun> {
  const embedded = is(deps.db, PgliteDatabase);
  // Unset until a run completes: the next run is still the first after the start.
  let lastVacuum: number | undefined;
  let running = false;

  return async () => {
    const run: MaintenanceRun = { analyzed: [], vacuumed: [] };
    // A run longer than the period (a first ANALYZE of a big table) is not doubled.
    if (!embedded || running) return run;
    running = true;
    try {
      const started = Date.now();
      const afterStart = lastVacuum === undefined;
      const tables = await readTables(deps.db);
      for (const t of tables) {
        const reason = analyzeReason(t, afterStart);
        if (!reason) continue;
        await deps.db.execute(sql.raw(`analyze ${t.name}`));
        run.analyzed.push({ table: t.name, reason });
      }
      const now = deps.clock.now().getTime();
      if (lastVacuum === undefined || now - lastVacuum >= VACUUM_EVERY_MS) {
        for (const t of tables) {
          if (t.pages === 0) continue;
          await deps.db.execute(sql.raw(`vacuum ${t.name}`));
          run.vacuumed.push(t.name);
        }
        lastVacuum = now;
      }
      if (run.analyzed.length > 0 || run.vacuumed.length > 0)
        log.info(
          {
            analyzed: run.analyzed.map((a) => `${a.table} (${a.reason})`),
            vacuumed: run.vacuumed,
            ms: Date.now() - started,
          },
          'embedded database maintained',
        );
      return run;
    } finally {
      running = false;
    }
  };
}
