import { ZBackupStartedSchema, ZBackupsAnswerSchema } from '../backups';
import { endpoint } from '../endpoint';

/** Backups (issue 22): the admin sees them and can make one now. */
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
};
