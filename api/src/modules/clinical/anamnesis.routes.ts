import type { FastifyInstance } from 'fastify';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { anamnesisEndpoints as api } from '@contract/endpoints/clinical';
import { routes } from '../../http/route';
import { notFound } from '../../http/http-error';
import { recordRead } from './access-log';
import {
  anamnesisOfUser,
  anamnesisOwner,
  createAnamnesis,
  getAnamnesis,
  toApiAnamnesis,
  updateAnamnesis,
} from './anamnesis.service';
import { clientOf } from './clients';
import { sendAnamnesisNotice } from './notices';
import type { ClinicalDeps } from './route-deps';
import { USERS_MSG } from '@contract/users';

/** Anamnesis (spec §7): the client's own, or any for the admin, whose reads are logged. */
export function anamnesisRoutes(deps: ClinicalDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const byId = {
      owner: (request: { params: { id: string } }) => anamnesisOwner(deps.db, request.params.id),
      notFound: CLINICAL_MSG.anamnesisNotFound,
    };

    route(api.byUser, async (request, _reply, me) => {
      const userId = request.params.id;
      if (!(await clientOf(deps.db, userId))) throw notFound(USERS_MSG.notFound);
      const row = await anamnesisOfUser(deps.db, userId);
      await recordRead(deps, me, userId, 'anamnesis');
      return row
        ? { message: CLINICAL_MSG.anamnesisOfUser, anamnesis: toApiAnamnesis(row) }
        : { message: CLINICAL_MSG.noAnamnesisYet, anamnesis: null };
    });

    route(
      api.get,
      async (request, _reply, me) => {
        const row = await getAnamnesis(deps.db, request.params.id);
        await recordRead(deps, me, row.userId, 'anamnesis');
        return { message: CLINICAL_MSG.anamnesisOfUser, anamnesis: toApiAnamnesis(row) };
      },
      byId,
    );

    route(
      api.create,
      async (request, _reply, me) => {
        const row = await createAnamnesis(deps, me, request.body);
        // A client completing their own is news to her (issue 30): for a plan bought, the
        // delivery's clock starts now. One she records herself is not.
        if (me.type !== 'admin')
          deps.afterAnswer(request.log, 'anamnesis notice', () =>
            sendAnamnesisNotice(deps, me, row.id),
          );
        return { message: CLINICAL_MSG.anamnesisSaved, anamnesis: toApiAnamnesis(row) };
      },
      {
        owner: async (request) => (await clientOf(deps.db, request.body.userId))?.id ?? null,
        notFound: USERS_MSG.notFound,
      },
    );

    route(
      api.update,
      async (request) => {
        const row = await updateAnamnesis(deps, request.params.id, request.body);
        return { message: CLINICAL_MSG.anamnesisSaved, anamnesis: toApiAnamnesis(row) };
      },
      byId,
    );
  };
}
