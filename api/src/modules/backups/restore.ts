import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Database } from '../../db/client';
import { STORAGE_AREAS, type Storage, type StorageArea } from '../../media/storage';
import { LIMITS } from '@contract/common-text';
import { type Bytes, digest, NOT_AN_ARCHIVE, readAll, readArchive } from './archive';
import { BackupError } from './backup-error';
import { loadDatabase } from './logical-dump';
import { ARCHIVE_VERSION, tableEntry, ZManifestSchema, type Manifest } from './manifest';
import {
  clearLoadRecord,
  copyIdOf,
  filesOfCopy,
  loadedCopy,
  recordLoad,
  targetContents,
} from './restore-target';
import { databaseLevel, migrateTo, readJournal } from './schema-level';

const MANIFEST_LIMIT = 50_000_000;
/**
 * The largest file the app stores (a delivery's PDF: LIMITS.fileMaxBytes) and the longest
 * row a table's file may hold. Past them an entry is no copy of ours, and reading it
 * would hold it in memory (issue 33: a 1.4 MB archive unpacked a 1 GB file).
 */
export const MAX_MEDIA_BYTES = Math.max(LIMITS.fileMaxBytes, LIMITS.imageMaxBytes);
export const MAX_ROW_BYTES = 64_000_000;

/** SHA-256 and size of a table's file, refused at its first line longer than MAX_ROW_BYTES. */
async function digestRows(name: string, data: Bytes): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  let line = 0;
  const tooLong = () =>
    new BackupError(
      `${NOT_AN_ARCHIVE} ('${name}' tiene una fila de más de ${MAX_ROW_BYTES / 1_000_000} MB)`,
    );
  for await (const bytes of data) {
    hash.update(bytes);
    size += bytes.length;
    // The current line's length, carried from chunk to chunk, checked at each of its ends.
    let from = 0;
    for (let nl = bytes.indexOf(10); nl >= 0; nl = bytes.indexOf(10, from)) {
      if (line + (nl - from) > MAX_ROW_BYTES) throw tooLong();
      line = 0;
      from = nl + 1;
    }
    line += bytes.length - from;
    if (line > MAX_ROW_BYTES) throw tooLong();
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Reads a whole archive once and checks it before anything is written: opened by its key
 * (an encrypted one; a wrong key refused at its first bytes), ours (a manifest of our
 * format, every entry a name we write), whole (every entry present with the size and
 * SHA-256 the manifest gives, nothing else in it), and not from a newer format.
 */
export async function inspectArchive(file: string, key?: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: Buffer | undefined;
  await readArchive(file, key, async (entry, name, size, data) => {
    if (seen.has(name) || (entry.kind === 'manifest' && manifestText))
      throw new BackupError(`${NOT_AN_ARCHIVE} (la entrada '${name}' está dos veces)`);
    if (entry.kind === 'manifest') manifestText = await readAll(data, MANIFEST_LIMIT);
    else if (entry.kind === 'table') seen.set(name, await digestRows(name, data));
    else if (size > MAX_MEDIA_BYTES)
      throw new BackupError(
        `${NOT_AN_ARCHIVE} ('${name}' pesa más que cualquier archivo que la aplicación guarda)`,
      );
    else seen.set(name, await digest(data));
  });
  if (!manifestText) throw new BackupError(`${NOT_AN_ARCHIVE} (no tiene manifest.json)`);
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText.toString('utf8'));
  } catch {
    throw new BackupError(`${NOT_AN_ARCHIVE} (su manifest.json no se puede leer)`);
  }
  const version = typeof raw === 'object' && raw !== null && 'version' in raw ? raw.version : 0;
  if (typeof version === 'number' && version > ARCHIVE_VERSION)
    throw new BackupError(
      `Esta copia tiene un formato más nuevo (${version}) que el que esta versión de la aplicación sabe leer (${ARCHIVE_VERSION}): actualizá la aplicación antes de restaurarla.`,
    );
  const parsed = ZManifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`${NOT_AN_ARCHIVE} (su manifest.json no es válido)`);
  const manifest = parsed.data;
  const expected = Object.entries(manifest.entries);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new BackupError(`La copia está incompleta: le falta '${name}'.`);
    if (got.size !== want.size || got.sha256 !== want.sha256)
      throw new BackupError(
        `La copia está dañada: '${name}' no coincide con su suma de verificación.`,
      );
  }
  const extra = [...seen.keys()].find((n) => !(n in manifest.entries));
  if (extra) throw new BackupError(`${NOT_AN_ARCHIVE} ('${extra}' no figura en su manifest.json)`);
  for (const t of manifest.tables)
    if (!(tableEntry(t.name) in manifest.entries))
      throw new BackupError(`La copia está incompleta: le falta la tabla ${t.name}.`);
  for (const area of STORAGE_AREAS) {
    const inArchive = expected.filter(([n]) => n.startsWith(`media/${area}/`)).length;
    if (inArchive !== manifest.files[area])
      throw new BackupError(`La copia está incompleta: los archivos de ${area} no coinciden.`);
  }
  return manifest;
}

export interface Restored {
  manifest: Manifest;
  /** Rows per table (loaded now, or by the interrupted run this one finished). */
  tables: Record<string, number>;
  /** Files per area the copy has, all of them now in the storage. */
  files: Record<StorageArea, number>;
  /** The migration the copy was at, and whether the database was migrated further after. */
  migratedFrom: string | null;
  migratedAfter: boolean;
  /** An earlier run of this same restore had been cut short, and this one finished it. */
  resumed: boolean;
}

/**
 * The moments a restore passes, named for a test that stops the command at each one (the
 * restore CLI's --test-kill-at): after a file is written (`count` files so far), after the
 * migrations to the copy's level, inside the load after a table, and once the load committed.
 */
export type RestoreStep = 'file' | 'migrated' | 'loading' | 'loaded';

/**
 * Restores an archive into an empty target: a database with no app rows (no tables at
 * all, or tables that are all empty) and a storage with no files. It checks the whole
 * archive and the target first and refuses, changing nothing; then writes the files,
 * then loads the database in one transaction (migrated first to the copy's level, and
 * after to this code's). A failure after the files were written removes those it wrote.
 * A target left half-way by a restore of this same copy that was killed (restore-target.ts
 * says how it is told) is not refused: the restore goes on from where it stopped.
 */
export async function restoreArchive(opts: {
  file: string;
  /** The backup key: an encrypted archive is read with it (one from before needs none). */
  key?: string;
  database: Database;
  storage: Storage;
  /** Already read by inspectArchive (the CLI checks the file before opening a database). */
  manifest?: Manifest;
  onStep?: (step: RestoreStep, count: number) => Promise<void> | void;
}): Promise<Restored> {
  const { database, storage, file, key } = opts;
  const manifest = opts.manifest ?? (await inspectArchive(file, key));
  const step = opts.onStep ?? (() => {});

  const journal = await readJournal();
  const level = journal.findIndex((e) => e.when === manifest.migrations.lastWhen) + 1;
  if (level === 0) {
    const newest = journal[journal.length - 1]?.when ?? 0;
    throw new BackupError(
      manifest.migrations.lastWhen > newest
        ? `Esta copia es de una versión más nueva de la aplicación (migración ${manifest.migrations.last ?? manifest.migrations.count}): actualizá la aplicación antes de restaurarla.`
        : 'Esta copia es de una versión de la aplicación que esta no conoce: no se puede restaurar aquí.',
    );
  }
  const copyId = copyIdOf(manifest);
  const loaded = await loadedCopy(database.db);
  if (loaded !== null && loaded !== copyId)
    throw new BackupError(
      'El destino tiene a medias la restauración de otra copia: terminala con esa copia, o usá un destino vacío. No se cambió nada.',
    );
  const ours = await filesOfCopy(storage, manifest);
  if (loaded === null) {
    const present = await targetContents(database, storage, ours);
    if (present.length > 0)
      throw new BackupError(
        `El destino no está vacío (${present.slice(0, 4).join(', ')}${present.length > 4 ? '...' : ''}): una copia se restaura en una base de datos y un almacenamiento vacíos. No se cambió nada.`,
      );
    const targetLevel = await databaseLevel(database.db);
    if (targetLevel && targetLevel.lastWhen > manifest.migrations.lastWhen)
      throw new BackupError(
        'La base de datos de destino tiene tablas de una versión más nueva que la copia: usá una base sin tablas. No se cambió nada.',
      );
  }

  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-restaurar-'));
  const written: Array<{ area: StorageArea; name: string }> = [];
  try {
    const tableFiles = new Map<string, string>();
    const files: Record<StorageArea, number> = { images: 0, files: 0, photos: 0, deliveries: 0 };
    // Read a second time: the file could have changed since it was checked, so every
    // entry is checked again as it is written.
    await readArchive(file, key, async (entry, name, _size, data) => {
      const want = manifest.entries[name];
      if (entry.kind === 'manifest' || !want) return;
      // Loaded already by the run this one finishes: the tables are not needed again.
      if (entry.kind === 'table' && loaded !== null) return;
      const hash = createHash('sha256');
      if (entry.kind === 'table') {
        const target = path.join(staging, `${entry.table}.jsonl`);
        const out = createWriteStream(target);
        try {
          for await (const chunk of data) {
            hash.update(chunk);
            if (!out.write(chunk)) await once(out, 'drain');
          }
        } finally {
          await new Promise<void>((resolve, reject) => {
            out.once('error', reject);
            out.end(resolve);
          });
        }
        tableFiles.set(entry.table, target);
      } else {
        files[entry.area] += 1;
        // Written, whole, by the run that was cut short.
        if (ours.has(name)) return;
        const bytes = await readAll(data, want.size);
        hash.update(bytes);
        if (hash.copy().digest('hex') === want.sha256) {
          await storage.putAs(entry.area, entry.name, bytes);
          written.push({ area: entry.area, name: entry.name });
          await step('file', written.length);
        }
      }
      if (hash.digest('hex') !== want.sha256)
        throw new BackupError(
          `La copia cambió mientras se restauraba ('${name}'). No se restauró.`,
        );
    });
    let tables = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    if (loaded === null) {
      await migrateTo(database, level);
      await step('migrated', 0);
      let done = 0;
      tables = await loadDatabase(database.db, tableFiles, {
        onTable: () => step('loading', ++done),
        beforeCommit: (tx) => recordLoad(tx, copyId),
      });
      await step('loaded', 0);
    }
    const migratedAfter = level < journal.length;
    if (migratedAfter) await migrateTo(database, journal.length);
    await clearLoadRecord(database.db);
    return {
      manifest,
      tables,
      files,
      migratedFrom: manifest.migrations.last,
      migratedAfter,
      resumed: loaded !== null || ours.size > 0,
    };
  } catch (err) {
    await Promise.all(written.map((w) => storage.remove(w.area, w.name).catch(() => {})));
    throw err;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
