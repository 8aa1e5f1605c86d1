import type { FastifyInstance } from 'fastify';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { controlsEndpoints as api } from '@contract/endpoints/clinical';
import { routes } from '../../http/route';
import { LINK_MAX_SECONDS } from '../../media/signed-links';
import { notFound } from '../../http/http-error';
import { accessLogOf, recordRead } from './access-log';
import { clientOf } from './clients';
import { USERS_MSG } from '@contract/users';
import {
  controlOwner,
  controlsOfUser,
  createControl,
  deleteControl,
  getControl,
  markControlsSeen,
  toApiControl,
  updateControl,
  type ControlRow,
} from './controls.service';
import { sendControlNotice } from './notices';
import { photoInUse, readPhoto } from './photos';
import type { ClinicalDeps } from './route-deps';

/** Check-ups (spec §7), their private photos and the log of the admin's reads. */
export function controlsRoutes(deps: ClinicalDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);

    /** Controls as answered: the client's gender decides the body fat estimate. */
    async function toApi(userId: string, rows: ControlRow[]) {
      const client = await clientOf(deps.db, userId);
      const now = deps.clock.now();
      return rows.map((r) => toApiControl(r, client?.gender ?? null, deps.links, now));
    }
    const one = async (row: ControlRow) => (await toApi(row.userId, [row]))[0]!;
    const byId = {
      owner: (request: { params: { id: string } }) => controlOwner(deps.db, request.params.id),
      notFound: CLINICAL_MSG.controlNotFound,
    };

    route(api.byUser, async (request, _reply, me) => {
      const userId = request.params.id;
      if (!(await clientOf(deps.db, userId))) throw notFound(USERS_MSG.notFound);
      const controls = await toApi(userId, await controlsOfUser(deps.db, userId));
      await recordRead(deps, me, userId, 'controles');
      await markControlsSeen(deps, me, { userId });
      return { message: CLINICAL_MSG.controlsOfUser, controls };
    });

    route(
      api.get,
      async (request, _reply, me) => {
        const row = await getControl(deps.db, request.params.id);
        await recordRead(deps, me, row.userId, 'control');
        await markControlsSeen(deps, me, { id: row.id });
        return { message: CLINICAL_MSG.controlOfUser, control: await one(row) };
      },
      byId,
    );

    formRoute(
      api.create,
      async (request, _reply, { fields, uploads }, me) => {
        const row = await createControl(deps, me, fields, uploads);
        // A client's own control is news to her (issue 30); one she records is not.
        if (me.type !== 'admin')
          deps.afterAnswer(request.log, 'control notice', () => sendControlNotice(deps, me, row));
        return { message: CLINICAL_MSG.controlSaved, control: await one(row) };
      },
      {
        owner: async (_request, fields) => (await clientOf(deps.db, fields.userId))?.id ?? null,
        notFound: USERS_MSG.notFound,
      },
    );

    formRoute(
      api.update,
      async (request, _reply, { fields, uploads, sent }, me) => {
        const row = await updateControl(deps, me, request.params.id, fields, sent, uploads);
        return { message: CLINICAL_MSG.controlSaved, control: await one(row) };
      },
      byId,
    );

    route(
      api.remove,
      async (request, _reply, me) => {
        const userId = await deleteControl(deps, me, request.params.id);
        const controls = await toApi(userId, await controlsOfUser(deps.db, userId));
        return { message: CLINICAL_MSG.controlDeleted, controls };
      },
      byId,
    );

    /**
     * The signature was checked before this runs (auth/access.ts). The answer may be kept
     * by this browser only, no longer than the link lives.
     */
    route(api.photo, async (request, reply) => {
      const { size, name } = request.params;
      if (!(await photoInUse(deps.db, name))) throw notFound(CLINICAL_MSG.photoNotFound);
      const photo = await readPhoto(deps.storage, size, name);
      if (!photo) throw notFound(CLINICAL_MSG.photoNotFound);
      const left = request.query.exp - Math.floor(deps.clock.now().getTime() / 1000);
      const maxAge = Math.max(0, Math.min(LINK_MAX_SECONDS, left));
      return reply
        .header('content-type', photo.type)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(photo.data);
    });

    route(api.accessLog, async (request) => {
      const userId = request.params.id;
      if (!(await clientOf(deps.db, userId))) throw notFound(USERS_MSG.notFound);
      return { entries: await accessLogOf(deps.db, userId) };
    });
  };
}
