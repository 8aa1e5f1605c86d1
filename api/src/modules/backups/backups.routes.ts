import type { FastifyInstance } from 'fastify';
import { BACKUP_MSG } from '@contract/backups';
import { backupsEndpoints as api } from '@contract/endpoints/backups';
import { routes, type RouteDeps } from '../../http/route';
import { conflict, HttpError } from '../../http/http-error';
import type { UserRow } from '../users/users.tables';
import { backupNow, listBackups, toApiRun, type BackupsDeps } from './backups.service';

/** The back office's backups: the list, and 'Hacer una copia ahora' (admin only). */
export function backupsRoutes(deps: BackupsDeps & RouteDeps<UserRow>) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    route(api.list, async () => listBackups(deps));

    route(api.create, async (request) => {
      const run = await backupNow(deps, 'manual');
      if (!run) throw conflict(BACKUP_MSG.busy);
      if (run.status !== 'ok') {
        // The reason stays in the run, which the list shows her.
        request.log.warn({ run: run.id, error: run.error }, 'manual backup failed');
        throw new HttpError(500, BACKUP_MSG.failed);
      }
      return { msg: BACKUP_MSG.made, run: toApiRun(run) };
    });
  };
}
