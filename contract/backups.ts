import { z } from 'zod';

/**
 * Backups (issues 22, 30 and 33): what the back office shows of them, and the archive itself,
 * which the admin downloads (streamed from BACKUP_DIR, or from the bucket with S3) to keep
 * it off the server. Every archive is encrypted with the practice's backup key (issue 33):
 * no answer names a server path or a command, and only GET /backups/clave ever carries the
 * key, until she confirms she saved it.
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
  /**
   * The short fingerprint of the key its archive is encrypted with ('AB12-CD34'), so she
   * knows which key a copy needs; null for a run that made no archive, or one made before
   * the copies were encrypted.
   */
  keyFingerprint: z.string().nullable(),
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

/** The key the copies are encrypted with, as the page tells of it: never the key itself. */
export const ZBackupKeyStateSchema = z.object({
  /**
   * 'env': BACKUP_KEY, which whoever runs the server keeps; 'generated': made once by the
   * server and kept in its data folder, shown to her until she says she saved it.
   */
  source: z.enum(['env', 'generated']),
  /** A short fingerprint of the key ('AB12-CD34'): tells keys apart, reveals nothing. */
  fingerprint: z.string(),
  /** When she confirmed she saved the generated key; null until then, and for 'env'. */
  savedAt: z.string().nullable(),
});
export type TBackupKeyState = z.infer<typeof ZBackupKeyStateSchema>;

/** GET /backups/clave: the generated key itself, answered only until she saves it. */
export const ZBackupKeySchema = z.object({ key: z.string(), fingerprint: z.string() });
export type TBackupKey = z.infer<typeof ZBackupKeySchema>;

/** POST /backups/clave/guardada: from now on the key is never answered again. */
export const ZBackupKeySavedSchema = z.object({ msg: z.string(), savedAt: z.string() });

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
  /** The key this server encrypts its copies with (its fingerprint, where it comes from). */
  key: ZBackupKeyStateSchema,
});
export type TBackupsAnswer = z.infer<typeof ZBackupsAnswerSchema>;

export const ZBackupStartedSchema = z.object({ msg: z.string(), run: ZBackupRunSchema });

export const BACKUP_MSG = {
  made: 'Copia de seguridad hecha.',
  failed: 'No se pudo hacer la copia de seguridad.',
  busy: 'Ya se está haciendo una copia de seguridad; esperá a que termine.',
  notFound: 'Esa copia de seguridad ya no está: las más viejas se borran para hacer lugar.',
  keyFromEnv:
    'Las copias se cifran con la clave de BACKUP_KEY, que tiene quien administra el servidor: acá no se muestra.',
  keyAlreadySaved:
    'Ya confirmaste que guardaste la clave de las copias: por seguridad no se vuelve a mostrar.',
  keySaved:
    'Listo: la clave no se va a volver a mostrar. Sin ella no se puede restaurar ninguna copia, así que cuidala.',
} as const;

/**
 * The backup key's texts (issue 33): the page's card, the cipher's refusals and what the
 * restore command says. Not answer codes: the API answers with BACKUP_MSG.
 */
export const BACKUP_KEY_MSG = {
  cardTitle: 'Guardá la clave de tus copias',
  cardText:
    'Tus copias de seguridad se guardan cifradas, y esta clave es lo único que las abre: sin ella no se puede restaurar ninguna. Hoy está solo en el servidor; si se pierde el servidor, se pierde con él.',
  cardAdvice:
    'Copiala y guardala fuera del servidor, en un lugar seguro: tu gestor de contraseñas, o impresa junto a tus papeles importantes. No la mandes por correo ni por mensaje.',
  cardOnce: 'Se muestra solo hasta que confirmes que la guardaste.',
  field: 'Clave de las copias',
  copied: 'Copiada',
  confirm: 'Ya la guardé en un lugar seguro',
  confirmFailed: 'No pudimos registrar que la guardaste',
  loadFailed: 'No pudimos mostrar la clave',
  retry: 'Probar de nuevo',
  restoreKey:
    'su clave: la que guardaste, o la de BACKUP_KEY. Sin la clave de esa copia no la puede abrir, y con otra no cambia nada.',
  restoreResume:
    'Si la restauración se corta a mitad de camino (un corte de luz, por ejemplo), se vuelve a correr igual y termina lo que faltaba.',
  sectionTitle: 'Clave de las copias',
  fromEnv:
    'Las copias se guardan cifradas con la clave de BACKUP_KEY, que tiene quien administra el servidor. Sin ella no se puede restaurar ninguna.',
  savedOn: (when: string) =>
    `Las copias se guardan cifradas con la clave que guardaste el ${when}. Sin ella no se puede restaurar ninguna.`,
  fingerprint: 'Huella de la clave',
  fingerprintHelp:
    'La huella no es la clave: sirve para saber con qué clave se hizo cada copia (está en la lista de copias).',
  unencrypted: 'Sin cifrar',
  wrongKey: (copy: string, given: string) =>
    `La clave no es la de esta copia: la copia se hizo con la clave de huella ${copy}, y la que se usó tiene la huella ${given}.`,
  damaged:
    'La copia está dañada o incompleta: su contenido cifrado no pasa la verificación (le falta una parte, le sobra algo o cambió).',
  newerCipher:
    'Esta copia está cifrada con un formato más nuevo que el que esta versión de la aplicación sabe leer: actualizá la aplicación antes de restaurarla.',
  notEncrypted: 'El archivo no es una copia cifrada de esta aplicación.',
  needsKey: 'Esta copia está cifrada: hace falta su clave para leerla.',
  prompt: 'Clave de la copia: ',
  noKey: (file: string) =>
    `Esta copia está cifrada y no hay clave para abrirla. Dala en BACKUP_KEY (BACKUP_KEY=... npm run restore ${file}), o corré el comando en una terminal para que la pida.`,
  badKeptKey: (file: string) =>
    `${file} no tiene una clave válida (al menos 16 caracteres): borralo para que se genere otra, o configurá BACKUP_KEY.`,
} as const;
