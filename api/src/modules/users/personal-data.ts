import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PersonalDataKind } from '@contract/privacy';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { removeStored, type Storage, type StorageArea } from '../../media/storage';

/** A database handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A person's data, as every module that keeps some declares it (DECISIONS §13): the rows
 * that name them, by the column holding their id, and the files stored for them. `users`
 * sits at the bottom of the modules and imports none of them: app.ts fills the registry
 * with each module's declaration (its `personal-data.ts`), and deleting a person, listing
 * or exporting their data walk it. A test derived from the schema keeps it complete
 * (every column that references users.id is declared by exactly one module).
 */
export interface PersonalDataSource {
  /** The module that keeps it ('clinical'). */
  module: string;
  /** Tables whose rows name the person, and the column that holds their id. */
  rows: readonly PersonalRows[];
  /** Stored files of the person, found while their rows still exist, removed after. */
  files?: readonly PersonalFiles[];
  /**
   * What the module does as the person is erased, before their rows go (as immich's user
   * deletion is an event the other services react to): inside the erasure's transaction.
   * Answers what to do once that is committed (the mails it owes), or nothing.
   */
  onErase?(tx: DbOrTx, userId: string, how: ErasureOptions): Promise<AfterErase | undefined>;
}

/** How a person is erased (issue 33). */
export interface ErasureOptions {
  /**
   * Keep what the law asks to keep: the clinical record (Ley 18.335 and 20.212), read-only
   * and apart from any account. False once she marks that its keeping period ended.
   */
  keepClinicalRecord: boolean;
  /** The erasure's instant (the app's clock). */
  at: Date;
}

/** Work owed once an erasure is committed (a cancellation mail): run after the answer. */
export type AfterErase = () => Promise<void>;

export interface PersonalRows {
  table: PgTable;
  by: AnyPgColumn;
  /**
   * What the rows are, as 'Mis datos' names them and the download's file ('controles.json'):
   * a key of PERSONAL_DATA_KINDS (contract/privacy.ts). Rows of one kind share its file.
   */
  kind: PersonalDataKind;
  /** Columns never given out, not even to the person: a password's or a token's hash, a device's keys. */
  secret?: readonly AnyPgColumn[];
}

export interface PersonalFiles {
  area: StorageArea;
  of(db: DbOrTx, userId: string): Promise<string[]>;
}

export interface PersonalDataRegistry {
  readonly sources: readonly PersonalDataSource[];
}

/** The registry app.ts builds from every module's declaration. */
export function personalDataRegistry(sources: readonly PersonalDataSource[]): PersonalDataRegistry {
  const seen = new Set<string>();
  for (const s of sources) {
    if (seen.has(s.module)) throw new Error(`personal data of '${s.module}' declared twice`);
    seen.add(s.module);
  }
  return { sources };
}

/** How many rows each declared table holds about the person: 'clinical.controls' -> 3. */
export async function personalRowCounts(
  db: DbOrTx,
  registry: PersonalDataRegistry,
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const source of registry.sources) {
    for (const { table, by } of source.rows) {
      const rows = await db.select({ id: by }).from(table).where(eq(by, userId));
      counts[`${source.module}.${getTableName(table)}`] = rows.length;
    }
  }
  return counts;
}

/** Every stored file of the person, by storage area, each name once. */
export async function personalFiles(
  db: DbOrTx,
  registry: PersonalDataRegistry,
  userId: string,
): Promise<Map<StorageArea, string[]>> {
  const byArea = new Map<StorageArea, Set<string>>();
  for (const source of registry.sources) {
    for (const f of source.files ?? []) {
      const names = byArea.get(f.area) ?? new Set<string>();
      for (const name of await f.of(db, userId)) names.add(name);
      byArea.set(f.area, names);
    }
  }
  return new Map([...byArea].map(([area, names]) => [area, [...names]]));
}

/**
 * Erases a person: inside one transaction their files are found, every module does what
 * it does as a person goes (`onErase`), and `removeRows` deletes their rows (the user row;
 * the tables that reference it cascade or set null, as their foreign keys say); once that
 * is committed, the files go. A failure before the commit leaves everything as it was.
 * Answers the work the modules owe after the commit (their mails), for the caller to run.
 */
export async function erasePerson(
  deps: { db: Db; storage: Storage },
  registry: PersonalDataRegistry,
  userId: string,
  removeRows: (tx: DbOrTx) => Promise<void>,
  how: ErasureOptions,
): Promise<AfterErase[]> {
  const { files, after } = await deps.db.transaction(async (tx) => {
    const found = await personalFiles(tx, registry, userId);
    const owed: AfterErase[] = [];
    for (const source of registry.sources) {
      const then = await source.onErase?.(tx, userId, how);
      if (then) owed.push(then);
    }
    await removeRows(tx);
    return { files: found, after: owed };
  });
  for (const [area, names] of files) await removeStored(deps.storage, area, names);
  return after;
}

/** A row as the person's download gives it: plain JSON values, their secrets left out. */
export type ExportedRow = Record<string, unknown>;

/**
 * Every row the registry declares about the person, by kind, their secret columns left
 * out; a row two declarations find (a message they sent is also in their conversation) is
 * given once.
 */
export async function personalRows(
  db: DbOrTx,
  registry: PersonalDataRegistry,
  userId: string,
): Promise<Map<PersonalDataKind, ExportedRow[]>> {
  const byKind = new Map<PersonalDataKind, ExportedRow[]>();
  const seen = new Set<string>();
  for (const source of registry.sources) {
    for (const { table, by, kind, secret = [] } of source.rows) {
      const hidden = new Set(secret.map((c) => c.name));
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(table)).filter(([, c]) => !hidden.has(c.name)),
      );
      const rows = byKind.get(kind) ?? [];
      for (const row of await db.select(columns).from(table).where(eq(by, userId))) {
        const key = `${getTableName(table)}:${String((row as ExportedRow).id ?? JSON.stringify(row))}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push(row as ExportedRow);
      }
      byKind.set(kind, rows);
    }
  }
  return byKind;
}
