import { ZBackupStartedSchema, ZBackupsAnswerSchema } from '../backups';
import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';

/** Backups (issues 22 and 30): the admin sees them, can make one now, and download one. */
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
    raw: ['application/gzip'],
  }),
};
