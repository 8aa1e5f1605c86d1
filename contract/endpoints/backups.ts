import {
  ZBackupKeySavedSchema,
  ZBackupKeySchema,
  ZBackupStartedSchema,
  ZBackupsAnswerSchema,
} from '../backups';
import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';

/**
 * Backups (issues 22, 30 and 33): the admin sees them, can make one now, download one, and
 * is shown the key they are encrypted with until she says she saved it.
 */
export const backupsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/backups',
    operationId: 'listBackups',
    summary: 'Lista las copias de seguridad',
    access: 'admin',
    tag: 'backups',
    response: ZBackupsAnswerSchema,
  }),
  /** Makes one now and answers when it is done (a practice's data takes seconds). */
  create: endpoint({
    method: 'POST',
    path: '/backups',
    operationId: 'createBackup',
    summary: 'Hace una copia de seguridad ahora',
    access: 'admin',
    tag: 'backups',
    response: ZBackupStartedSchema,
  }),
  /**
   * A copy's archive (issue 30), streamed as an attachment, each download recorded. 404 for
   * a run without an archive, or whose archive is gone.
   */
  download: endpoint({
    method: 'GET',
    path: '/backups/:id/archivo',
    operationId: 'downloadBackup',
    summary: 'Descarga el archivo de una copia de seguridad',
    access: 'admin',
    tag: 'backups',
    params: ZIdParamsSchema,
    // Encrypted (issue 33): bytes no program but ours reads, so no gzip type.
    raw: ['application/octet-stream'],
  }),
  /**
   * The key the server generated for the copies (issue 33), while she has not confirmed she
   * saved it; 404 once she has, or when the key is BACKUP_KEY's. Each answer is logged.
   */
  key: endpoint({
    method: 'GET',
    path: '/backups/clave',
    operationId: 'revealBackupKey',
    summary: 'Muestra la clave de las copias hasta que se confirma que se guardó',
    access: 'admin',
    tag: 'backups',
    response: ZBackupKeySchema,
  }),
  /** 'Ya la guardé en un lugar seguro': the key is never answered again, on any server. */
  keySaved: endpoint({
    method: 'POST',
    path: '/backups/clave/guardada',
    operationId: 'confirmBackupKeySaved',
    summary: 'Confirma que la clave de las copias está guardada',
    access: 'admin',
    tag: 'backups',
    response: ZBackupKeySavedSchema,
  }),
};
