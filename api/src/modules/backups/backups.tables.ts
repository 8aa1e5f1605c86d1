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
  },
  (t) => [
    uniqueIndex('backup_runs_slot_idx').on(t.slot),
    index('backup_runs_started_idx').on(t.startedAt),
  ],
);
export type BackupRunRow = typeof backupRuns.$inferSelect;
