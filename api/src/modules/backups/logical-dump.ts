import { createHash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../../db/client';
import { BackupError } from './backup-error';
import { databaseLevel } from './schema-level';
import { rowsOf } from '../../db/sql-rows';

/**
 * The database as rows of JSON, one line per row (`to_jsonb`), read and written through
 * SQL by the app itself: the same dump from PGlite and from a PostgreSQL server, and
 * either restores into the other. Why not pg_dump or PGlite's dumpDataDir:
 * docs/decisions/0018-backups.md.
 */

/**
 * Tables that are not the practice's records: rate-limit windows expire in a minute,
 * and the backup runs (and the downloads of their archives) describe archives in one
 * server's folder (a restored server starts its own history, and makes its first copy the
 * same day); the key confirmations are about one server's backup key.
 */
const NOT_DUMPED = new Set([
  'rate_limit_windows',
  'backup_runs',
  'backup_downloads',
  'backup_key_confirmations',
]);

/** Rows fetched per round trip: a few hundred kilobytes of JSON at most. */
const FETCH_ROWS = 1_000;
/** Rows (or bytes of JSON) inserted per statement on restore. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 4_000_000;

const str = (v: unknown) => String(v ?? '');

/**
 * The app's tables (public schema) and their foreign keys, in the order they load: each
 * after the tables it points to. A cycle (none today) would fall back to name order,
 * and the restore would say which row broke.
 */
export async function tablesInLoadOrder(db: Db): Promise<string[]> {
  const tables = rowsOf(
    await db.execute(sql`
      select c.relname as "name" from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition
      order by 1`),
  ).map((r) => str(r.name));
  const edges = rowsOf(
    await db.execute(sql`
      select src.relname as "child", dst.relname as "parent" from pg_constraint k
      join pg_class src on src.oid = k.conrelid
      join pg_class dst on dst.oid = k.confrelid
      join pg_namespace n on n.oid = src.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  ).map((r) => ({ child: str(r.child), parent: str(r.parent) }));
  const waitsFor = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) waitsFor.get(e.child)?.add(e.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...waitsFor.get(t)!].every((p) => placed.has(p)),
    );
    const next = ready.length > 0 ? ready : tables.filter((t) => !placed.has(t)).slice(0, 1);
    for (const t of next) {
      order.push(t);
      placed.add(t);
    }
  }
  return order;
}

export const dumpedTables = (ordered: string[]) => ordered.filter((t) => !NOT_DUMPED.has(t));

export interface DumpedTable {
  name: string;
  rows: number;
  file: string;
  size: number;
  sha256: string;
}

export interface Dump {
  tables: DumpedTable[];
  engine: { kind: 'pglite' | 'postgres'; version: string };
  migrations: { count: number; lastWhen: number };
}

/** Writes to a file, counting bytes and hashing as it goes, waiting when the disk is slow. */
class HashedFile {
  private readonly out: fs.WriteStream;
  private readonly hash = createHash('sha256');
  size = 0;
  constructor(readonly path: string) {
    this.out = fs.createWriteStream(path);
  }
  async write(text: string) {
    const chunk = Buffer.from(text, 'utf8');
    this.hash.update(chunk);
    this.size += chunk.length;
    if (!this.out.write(chunk))
      await new Promise<void>((resolve, reject) => {
        this.out.once('drain', resolve);
        this.out.once('error', reject);
      });
  }
  async close(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
    return this.hash.digest('hex');
  }
  destroy() {
    this.out.destroy();
  }
}

/**
 * Dumps every table to `fileFor(table)` inside one REPEATABLE READ READ ONLY transaction:
 * all tables are one consistent snapshot, and writers go on meanwhile on PostgreSQL (on
 * PGlite, which runs one query at a time, requests wait for the dump: seconds for a
 * practice). Rows are read through a cursor, a thousand at a time, so a big table never
 * sits in memory whole.
 */
export async function dumpDatabase(db: Db, fileFor: (table: string) => string): Promise<Dump> {
  return db.transaction(
    async (tx) => {
      const level = await databaseLevel(tx);
      if (!level)
        throw new BackupError(
          'La base de datos no tiene las tablas de la aplicación: no hay nada que copiar (¿se inició alguna vez el servidor con ella?).',
        );
      const [v] = rowsOf(await tx.execute(sql`select version() as "version"`));
      const tables: DumpedTable[] = [];
      for (const name of dumpedTables(await tablesInLoadOrder(tx))) {
        const file = new HashedFile(fileFor(name));
        let rows = 0;
        try {
          await tx.execute(
            sql`declare dump_rows no scroll cursor for select to_jsonb(t)::text as "j" from ${sql.identifier(name)} t`,
          );
          for (;;) {
            const batch = rowsOf(await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from dump_rows`)));
            if (batch.length === 0) break;
            rows += batch.length;
            await file.write(batch.map((r) => `${str(r.j)}\n`).join(''));
          }
          await tx.execute(sql`close dump_rows`);
        } catch (err) {
          file.destroy();
          throw err;
        }
        const sha256 = await file.close();
        tables.push({ name, rows, file: file.path, size: file.size, sha256 });
      }
      return {
        tables,
        engine: { kind: is(db, PgliteDatabase) ? 'pglite' : 'postgres', version: str(v?.version) },
        migrations: level,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The app tables that hold any row (rate-limit windows and backup runs aside), except
 * those given: the rows the migrations put in a database nobody used yet.
 */
export async function tablesWithRows(db: Db, except: ReadonlySet<string>): Promise<string[]> {
  const tables = dumpedTables(await tablesInLoadOrder(db)).filter((t) => !except.has(t));
  const full: string[] = [];
  for (const t of tables) {
    const [r] = rowsOf(
      await db.execute(sql`select exists (select 1 from ${sql.identifier(t)}) as "any"`),
    );
    if (r?.any) full.push(t);
  }
  return full;
}

/** Columns a row can be given (generated ones are computed by the database). */
async function insertableColumns(db: Db, table: string): Promise<string[]> {
  return rowsOf(
    await db.execute(sql`
      select a.attname as "name" from pg_attribute a
      where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0
        and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`),
  ).map((r) => str(r.name));
}

/**
 * Loads dumped tables, each from its file of JSON lines, in the target's own foreign-key
 * order, inside one transaction: a restore that fails halfway leaves no row. The rows
 * the migrations made (settings rows) give way to the copy's: each loaded table is
 * emptied first, children before parents. The JSON
 * text goes to the database as it was read (never parsed here), so numeric amounts keep
 * every digit. Sequences, if any table has one, then continue after the highest id.
 */
export async function loadDatabase(
  db: Db,
  files: ReadonlyMap<string, string>,
  hooks: {
    /** After each table is loaded, inside the transaction (a test stops the restore there). */
    onTable?: (table: string, rows: number) => Promise<void> | void;
    /** Last, inside the transaction: what must commit with the rows (restore-target.ts). */
    beforeCommit?: (tx: Db) => Promise<void>;
  } = {},
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const order = await tablesInLoadOrder(tx);
    const unknown = [...files.keys()].filter((t) => !order.includes(t));
    if (unknown.length > 0)
      throw new BackupError(
        `La copia tiene tablas que esta versión de la aplicación no conoce: ${unknown.join(', ')}.`,
      );
    for (const table of [...order].reverse())
      if (files.has(table)) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    const loaded: Record<string, number> = {};
    for (const table of order) {
      const file = files.get(table);
      if (!file) continue;
      const cols = sql.join(
        (await insertableColumns(tx, table)).map((c) => sql.identifier(c)),
        sql`, `,
      );
      const insert = (lines: string[]) =>
        tx.execute(sql`
          insert into ${sql.identifier(table)} (${cols}) overriding system value
          select ${cols} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${lines.join(',')}]`}::jsonb)`);
      let batch: string[] = [];
      let bytes = 0;
      let rows = 0;
      const lines = readline.createInterface({
        input: fs.createReadStream(file, 'utf8'),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        bytes += line.length;
        if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
          await insert(batch);
          rows += batch.length;
          batch = [];
          bytes = 0;
        }
      }
      if (batch.length > 0) {
        await insert(batch);
        rows += batch.length;
      }
      loaded[table] = rows;
      await hooks.onTable?.(table, rows);
    }
    await resetSequences(tx);
    await hooks.beforeCommit?.(tx);
    return loaded;
  });
}

/** Every serial or identity column's sequence, set to follow the highest value loaded. */
async function resetSequences(db: Db): Promise<void> {
  const owned = rowsOf(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column",
             pg_get_serial_sequence(quote_ident(c.relname), a.attname) as "seq"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r'
        and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`),
  );
  for (const o of owned) {
    const col = sql.identifier(str(o.column));
    await db.execute(
      sql`select setval(${str(o.seq)}::regclass, coalesce((select max(${col}) from ${sql.identifier(str(o.table))}), 0) + 1, false)`,
    );
  }
}
