import { z } from 'zod';

/**
 * Backups (issues 22 and 30): what the back office shows of them, and the archive itself,
 * which the admin downloads (streamed from BACKUP_DIR, or from the bucket with S3) to keep
 * it off the server. No answer names a server path or a command.
 */
export const BACKUP_WARN_AFTER_HOURS = 26;

export const ZBackupRunSchema = z.object({
  _id: z.string(),
  /** 'daily' (the server's own), 'manual' (her button), 'cli' (npm run backup). */
  trigger: z.enum(['daily', 'manual', 'cli']),
  status: z.enum(['running', 'ok', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /**
   * The archive's name; null when the run made none (it failed first, or is still going).
   * A listed run with a name can be downloaded: runs whose archive is gone are not listed.
   */
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Where copies were kept: 'disk', and 's3' once uploaded. */
  places: z.array(z.string()),
  /** Rows per table and files per area, as in the archive's manifest. */
  counts: z.record(z.string(), z.number()).nullable(),
  /** Why it failed, in plain Spanish. */
  error: z.string().nullable(),
});
export type TBackupRun = z.infer<typeof ZBackupRunSchema>;

/** A copy taken off the server through 'Descargar': when, which, and by whom. */
export const ZBackupDownloadSchema = z.object({
  at: z.string(),
  fileName: z.string(),
  /** The admin's name; null once her account was erased. */
  by: z.string().nullable(),
});
export type TBackupDownload = z.infer<typeof ZBackupDownloadSchema>;

export const ZBackupsAnswerSchema = z.object({
  /**
   * The most recent runs, newest first (at most 20): those whose archive still exists
   * (on this server's disk, or in the bucket) and those that made none (failed, going).
   * A run whose archive was pruned or deleted is left out.
   */
  runs: z.array(ZBackupRunSchema),
  /** The newest run that succeeded and whose archive still exists (null: none). */
  lastOk: ZBackupRunSchema.nullable(),
  /** True when no backup succeeded in the last BACKUP_WARN_AFTER_HOURS hours. */
  overdue: z.boolean(),
  /** Whether the archives are also uploaded to S3. */
  uploadsToS3: z.boolean(),
  /** The last download of any copy (null: never). */
  lastDownload: ZBackupDownloadSchema.nullable(),
});
export type TBackupsAnswer = z.infer<typeof ZBackupsAnswerSchema>;

export const ZBackupStartedSchema = z.object({ msg: z.string(), run: ZBackupRunSchema });

export const BACKUP_MSG = {
  made: 'Copia de seguridad hecha.',
  failed: 'No se pudo hacer la copia de seguridad.',
  busy: 'Ya se está haciendo una copia de seguridad; esperá a que termine.',
  notFound: 'Esa copia de seguridad ya no está: las más viejas se borran para hacer lugar.',
} as const;
