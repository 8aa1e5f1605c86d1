import type { FastifyInstance } from 'fastify';
import { privacyEndpoints as api } from '@contract/endpoints/privacy';
import { buildPath } from '@contract/endpoint';
import { PRIVACY_MSG } from '@contract/privacy';
import { routes, type RouteDeps } from '../../http/route';
import { notFound } from '../../http/http-error';
import type { SignedLinks } from '../../media/signed-links';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import { eraseKeptRecord, getKeptRecord, listKeptRecords } from '../clinical';
import type { UserRow } from '../users/users.tables';
import {
  answerRequest,
  createRequest,
  pendingRequests,
  requestOwner,
  withdrawRequest,
  type PrivacyDeps,
} from './data-requests.service';
import { myDataZip } from './export-zip';
import { myData } from './my-data.service';

export type PrivacyRouteDeps = RouteDeps<UserRow> &
  PrivacyDeps &
  AfterAnswerDeps & { links: SignedLinks };

/** 'Mis datos' (issue 33): a person's own data, its download, their requests; her answers. */
export function privacyRoutes(deps: PrivacyRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    route(api.mine, async (_request, _reply, me) => myData(deps, me.id));

    // The link is for this person only: their id is in the signed path.
    route(api.link, async (request, _reply, me) => {
      const now = deps.clock.now();
      const url = `${deps.config.publicUrl}${deps.links.signPath(`/api${buildPath(api.download.path, { id: me.id })}`, now)}`;
      const exp = Number(new URL(url).searchParams.get('exp'));
      request.log.info({ user: me.id }, 'personal data download link made');
      return {
        message: PRIVACY_MSG.downloadReady,
        url,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    });

    route(api.download, async (request, reply) => {
      const { id } = request.params;
      const zip = await myDataZip(deps, id);
      request.log.info({ user: id }, 'personal data downloaded');
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="mis-datos.zip"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(zip);
    });

    route(api.request, async (request, reply, me) => {
      const { request: made, notify } = await createRequest(deps, me, {
        kind: request.body.kind,
        detail: request.body.detail ?? '',
      });
      deps.afterAnswer(request.log, 'data request notice', notify);
      reply.code(201);
      return {
        message:
          made.kind === 'baja' ? PRIVACY_MSG.erasureRequested : PRIVACY_MSG.correctionRequested,
        request: made,
      };
    });

    route(
      api.withdraw,
      async (request) => {
        await withdrawRequest(deps, request.params.id);
        return { message: PRIVACY_MSG.withdrawn };
      },
      {
        owner: (request: { params: { id: string } }) => requestOwner(deps.db, request.params.id),
        notFound: PRIVACY_MSG.notFound,
      },
    );

    route(api.pending, async () => ({ requests: await pendingRequests(deps) }));

    route(api.answer, async (request, _reply, me) => {
      const { message, after } = await answerRequest(deps, me, request.params.id, request.body);
      for (const then of after) deps.afterAnswer(request.log, 'data request answer mails', then);
      return { message };
    });

    route(api.keptList, async () => ({
      records: await listKeptRecords(deps.db, deps.clock.now()),
    }));

    route(api.kept, async (request) => {
      const record = await getKeptRecord(deps.db, request.params.id, deps.clock.now());
      if (!record) throw notFound(PRIVACY_MSG.keptNotFound);
      request.log.info({ record: record._id }, 'kept clinical record read');
      return record;
    });

    route(api.keptErase, async (request) => {
      if (!(await eraseKeptRecord(deps.db, request.params.id)))
        throw notFound(PRIVACY_MSG.keptNotFound);
      request.log.info({ record: request.params.id }, 'kept clinical record erased');
      return { message: PRIVACY_MSG.keptErased };
    });
  };
}
