import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirLock } from './dir-lock';

/**
 * One type for both drivers: services never know which one they run on. Queries name
 * the tables they read (no relational schema), so this layer knows no domain module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of a folder with the driver's own migrator. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export function createPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  return new PGlite({
    dataDir,
    loadDataDir,
    extensions: { unaccent, pg_trgm },
    // PostgreSQL's 128 MB of shared buffers are zeroed when it starts, so inside the WASM
    // heap they were resident from the first second (~130 MB of the server's RSS). 16 MB
    // keep the hot pages; the rest is read through the OS's page cache. Measured on 100,000
    // users (scripts/perf/users-search.mjs): the same p95 with 16 MB as with 128 MB.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
}

export function wrapPglite(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

export function wrapPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (a restart, a terminated backend) is dropped
  // by the pool and replaced when needed; without a listener it would end the process.
  pool.on('error', (err) => console.warn('PostgreSQL cerró una conexión inactiva:', err.message));
  const db = drizzleNodePg(pool);
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * The pg Pool under a database on a PostgreSQL server (Drizzle keeps it as `$client`);
 * undefined on PGlite. What a second server can share is there: the rate-limit table,
 * LISTEN/NOTIFY.
 */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}

/** Whether DATA_DIR already holds an embedded database (a first start creates it). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'db'));
}

/** PostgreSQL when a URL is given, else the embedded PGlite in DATA_DIR/db (locked to this process). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return wrapPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'db');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const release = acquireDirLock(opts.dataDir);
  try {
    const client = createPglite(dir);
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate(MIGRATIONS_DIR);
}
