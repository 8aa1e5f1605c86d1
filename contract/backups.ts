import { z } from 'zod';

/**
 * Backups (issue 22): what the back office shows of them. The archive itself never
 * travels through the API: it stays in BACKUP_DIR (and the bucket, with S3).
 */
export const BACKUP_WARN_AFTER_HOURS = 26;

export const ZBackupRunSchema = z.object({
  _id: z.string(),
  /** 'daily' (the server's own), 'manual' (her button), 'cli' (npm run backup). */
  trigger: z.enum(['daily', 'manual', 'cli']),
  status: z.enum(['running', 'ok', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
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

export const ZBackupsAnswerSchema = z.object({
  /** The most recent runs, newest first (at most 20). */
  runs: z.array(ZBackupRunSchema),
  /** The last run that succeeded, wherever it is in the list (null: never). */
  lastOk: ZBackupRunSchema.nullable(),
  /** True when no backup succeeded in the last BACKUP_WARN_AFTER_HOURS hours. */
  overdue: z.boolean(),
  /** Where the archives are written on the server, and whether they are uploaded to S3. */
  dir: z.string(),
  uploadsToS3: z.boolean(),
});
export type TBackupsAnswer = z.infer<typeof ZBackupsAnswerSchema>;

export const ZBackupStartedSchema = z.object({ msg: z.string(), run: ZBackupRunSchema });

export const BACKUP_MSG = {
  made: 'Copia de seguridad hecha.',
  failed: 'No se pudo hacer la copia de seguridad.',
  busy: 'Ya se está haciendo una copia de seguridad; esperá a que termine.',
} as const;
