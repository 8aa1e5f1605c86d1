import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export const BACKUP_TRIGGERS = ['daily', 'manual', 'cli'] as const;
export const BACKUP_STATUSES = ['running', 'ok', 'failed'] as const;

/**
 * Every backup made by the server or the command line: what the back office shows and
 * the 'Hoy' warning reads. A daily run claims its Montevideo day (`slot`), so with two
 * servers on one database only one of them makes it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    /** 'YYYY-MM-DD' for a daily run (unique: one per day across servers); null otherwise. */
    slot: text('slot'),
    status: text('status', { enum: BACKUP_STATUSES }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The archive's file name (in BACKUP_DIR, and under backups/ in the bucket). */
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Where copies were kept: 'disk', and 's3' once uploaded. */
    places: text('places')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Rows per table and files per area, as in the archive's manifest. */
    counts: jsonb('counts').$type<Record<string, number>>(),
    /** Why it failed, in plain words (Spanish when it is ours). */
    error: text('error'),
    /**
     * The short fingerprint of the key its archive is encrypted with ('AB12-CD34', issue 33):
     * which key a copy needs. Null when it made none, or before the copies were encrypted.
     */
    keyFingerprint: text('key_fingerprint'),
  },
  (t) => [
    uniqueIndex('backup_runs_slot_idx').on(t.slot),
    index('backup_runs_started_idx').on(t.startedAt),
  ],
);
export type BackupRunRow = typeof backupRuns.$inferSelect;

/**
 * Every archive handed out by 'Descargar' (issue 30): who took which copy off the server,
 * and when. Recorded before the first byte is sent, so no download goes unrecorded; the
 * copy's run is deleted with it (runs never are by the app). An admin's account erased
 * leaves the row, without its name.
 */
export const backupDownloads = pgTable(
  'backup_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => backupRuns.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('backup_downloads_at_idx').on(t.at)],
);
export type BackupDownloadRow = typeof backupDownloads.$inferSelect;

/**
 * The generated backup keys she confirmed she saved ('Ya la guardé en un lugar seguro',
 * issue 33), by the key's whole fingerprint (cipher.ts `keyFingerprint`, never the key):
 * once a key is here, no server answers it again. In the database, so every server sharing
 * the key agrees; not dumped, as it is about this server's key, not the practice's records.
 */
export const backupKeyConfirmations = pgTable('backup_key_confirmations', {
  fingerprint: text('fingerprint').primaryKey(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});
