import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { STORAGE_AREAS, type Storage } from '../../media/storage';
import { openArchive } from './archive';
import { archiveName } from './archive-names';
import { dumpDatabase } from './logical-dump';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type Manifest,
} from './manifest';
import { readJournal } from './schema-level';

export interface ArchiveDeps {
  db: Db;
  storage: Storage;
  clock: Clock;
  /** Where the archive is written (BACKUP_DIR). */
  dir: string;
  /** The backup key's text: the archive is encrypted with it (cipher.ts). */
  key: string;
}

export interface MadeArchive {
  fileName: string;
  path: string;
  size: number;
  manifest: Manifest;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes one archive: the database dump (one snapshot), then every stored file of every
 * area (not the resized caches, remade on demand), then the manifest with the checksum
 * of each entry. The tables are dumped first, to a staging folder beside the archive
 * (a tar header needs each entry's size), and the files listed after the snapshot: a
 * file removed in between is skipped; one added in between is kept, unreferenced.
 */
export async function createArchive(deps: ArchiveDeps): Promise<MadeArchive> {
  const at = deps.clock.now();
  await fs.mkdir(deps.dir, { recursive: true, mode: 0o700 });
  let attempt = 1;
  while (await exists(path.join(deps.dir, archiveName(at, attempt)))) attempt++;
  const fileName = archiveName(at, attempt);
  const finalPath = path.join(deps.dir, fileName);
  const staging = await fs.mkdtemp(path.join(deps.dir, '.preparando-'));
  try {
    const dump = await dumpDatabase(deps.db, (t) => path.join(staging, `${t}.jsonl`));
    const journal = await readJournal();
    const archive = await openArchive(finalPath, at, deps.key);
    try {
      const entries: Manifest['entries'] = {};
      for (const t of dump.tables) {
        await archive.addFile(tableEntry(t.name), t.file, t.size);
        entries[tableEntry(t.name)] = { size: t.size, sha256: t.sha256 };
      }
      const files: Manifest['files'] = { images: 0, files: 0, photos: 0, deliveries: 0 };
      for (const area of STORAGE_AREAS) {
        for (const name of (await deps.storage.list(area)).sort()) {
          const data = await deps.storage.read(area, name);
          if (!data) continue;
          await archive.addBuffer(fileEntry(area, name), data);
          entries[fileEntry(area, name)] = {
            size: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
          };
          files[area] += 1;
        }
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: at.toISOString(),
        engine: dump.engine,
        migrations: {
          ...dump.migrations,
          last: journal.find((e) => e.when === dump.migrations.lastWhen)?.tag ?? null,
        },
        tables: dump.tables.map((t) => ({ name: t.name, rows: t.rows })),
        files,
        entries,
      };
      await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      const size = await archive.finish();
      return { fileName, path: finalPath, size, manifest };
    } catch (err) {
      await archive.abort();
      throw err;
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
