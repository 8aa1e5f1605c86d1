import { z } from 'zod';
import { STORAGE_AREAS } from '../../media/storage';
import { isStoredName } from '../../media/storage';

/**
 * What an archive says about itself (`manifest.json`, its last entry): enough to refuse
 * one that is not ours, damaged or too new before anything is written, and to tell what
 * was in it. Why this format: docs/decisions/0018-backups.md.
 */
export const ARCHIVE_FORMAT = 'nutricion-web/copia-de-seguridad';
/** Raised when an older reader could not load what a newer writer puts in. */
export const ARCHIVE_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

export const ZManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  /** The database the dump came from: a backup restores into either kind. */
  engine: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string() }),
  /** The schema's level: drizzle's applied migrations (api/drizzle/meta/_journal.json). */
  migrations: z.object({
    count: z.number().int().min(1),
    /** The last one's tag ('0009_backups_rate_limits'), null when this code does not know it. */
    last: z.string().nullable(),
    /** Its `when` in the journal: what drizzle records, and how levels compare. */
    lastWhen: z.number().int(),
  }),
  /** In the order they load: a table after every table its foreign keys point to. */
  tables: z.array(z.object({ name: z.string().regex(TABLE_NAME), rows: z.number().int().min(0) })),
  files: z.record(z.enum(STORAGE_AREAS), z.number().int().min(0)),
  /** Every other entry of the archive, with its size and SHA-256 (hex). */
  entries: z.record(
    z.string(),
    z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[a-f0-9]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof ZManifestSchema>;

export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const fileEntry = (area: string, name: string) => `media/${area}/${name}`;

export type ArchiveEntry =
  | { kind: 'table'; table: string }
  | { kind: 'file'; area: (typeof STORAGE_AREAS)[number]; name: string }
  | { kind: 'manifest' };

/**
 * What an entry name stands for, or null for a name no backup of ours writes (a path
 * out of the restore, a file of another program): such an archive is refused whole.
 */
export function parseEntryName(name: string): ArchiveEntry | null {
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = /^db\/([a-z_][a-z0-9_]*)\.jsonl$/.exec(name);
  if (table) return { kind: 'table', table: table[1]! };
  const file = /^media\/([a-z]+)\/([^/]+)$/.exec(name);
  const area = STORAGE_AREAS.find((a) => a === file?.[1]);
  if (file && area && isStoredName(file[2]!)) return { kind: 'file', area, name: file[2]! };
  return null;
}

/** Rows per table and files per area ('media/images'): what backup_runs.counts keeps. */
export function countsOf(manifest: Pick<Manifest, 'tables' | 'files'>): Record<string, number> {
  return {
    ...Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])),
    ...Object.fromEntries(Object.entries(manifest.files).map(([a, n]) => [`media/${a}`, n])),
  };
}
