import type { FastifyInstance } from 'fastify';
import { BACKUP_MSG } from '@contract/backups';
import { backupsEndpoints as api } from '@contract/endpoints/backups';
import { routes, type RouteDeps } from '../../http/route';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { UserRow } from '../users/users.tables';
import { downloadArchive, listBackups, openArchive } from './backup-access';
import { backupNow, toApiRun, type BackupsDeps } from './backups.service';
import { confirmKeySaved, revealKey } from './key-confirmation';

/**
 * The back office's backups: the list, 'Hacer una copia ahora', 'Descargar', and the key
 * the copies are encrypted with, shown until she saves it (admin only).
 */
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

    // Streamed from where it lives (this server's folder, or the bucket), never read whole.
    route(api.download, async (request, reply, me) => {
      const { id } = request.params;
      // Fastify answers HEAD with this handler too, and would read the whole stream: a HEAD
      // gets the headers only, and is no download.
      const head = request.method === 'HEAD';
      const archive = head ? await openArchive(deps, id) : await downloadArchive(deps, id, me.id);
      if (!archive) throw notFound(BACKUP_MSG.notFound);
      if (head) archive.body.destroy();
      else
        request.log.info(
          { run: id, admin: me.id, file: archive.fileName, from: archive.from },
          'backup downloaded',
        );
      if (archive.size !== undefined) reply.header('content-length', archive.size);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(head ? undefined : archive.body);
    });

    // Logged each time, with who and which key (its fingerprint), never the key itself.
    route(api.key, async (request, _reply, me) => {
      const revealed = await revealKey(deps);
      if ('refused' in revealed)
        throw notFound(
          revealed.refused === 'env' ? BACKUP_MSG.keyFromEnv : BACKUP_MSG.keyAlreadySaved,
        );
      request.log.info(
        { admin: me.id, fingerprint: revealed.key.fingerprint },
        'backup key revealed',
      );
      return revealed.key;
    });

    route(api.keySaved, async (request, _reply, me) => {
      const saved = await confirmKeySaved(deps);
      if (!saved) throw notFound(BACKUP_MSG.keyFromEnv);
      request.log.info({ admin: me.id, fingerprint: saved.fingerprint }, 'backup key saved');
      return { msg: BACKUP_MSG.keySaved, savedAt: saved.savedAt.toISOString() };
    });
  };
}
