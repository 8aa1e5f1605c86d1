import type { FastifyInstance } from 'fastify';
import { CLINICAL_MSG } from '@contract/clinical';
import { anamnesisEndpoints as api } from '@contract/endpoints/clinical';
import { routes, type RouteDeps } from '../../http/route';
import { notFound } from '../../plugins/http-error';
import { viewer } from '../auth';
import { recordRead } from './access-log';
import {
  ANAMNESIS_NOT_FOUND,
  anamnesisOfUser,
  anamnesisOwner,
  createAnamnesis,
  getAnamnesis,
  toApiAnamnesis,
  updateAnamnesis,
} from './anamnesis.service';
import { CLIENT_NOT_FOUND, clientOf } from './clients';

/** Anamnesis (spec §7): the client's own, or any for the admin, whose reads are logged. */
export function anamnesisRoutes(deps: RouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const byId = {
      owner: (request: { params: { id: string } }) => anamnesisOwner(deps.db, request.params.id),
      notFound: ANAMNESIS_NOT_FOUND,
    };

    route(api.byUser, async (request) => {
      const userId = request.params.id;
      if (!(await clientOf(deps.db, userId))) throw notFound(CLIENT_NOT_FOUND);
      const row = await anamnesisOfUser(deps.db, userId);
      await recordRead(deps, viewer(request), userId, 'anamnesis');
      return row
        ? { message: 'Anamnesis del usuario', anamnesis: toApiAnamnesis(row) }
        : { message: 'El usuario todavía no completó la anamnesis', anamnesis: null };
    });

    route(
      api.get,
      async (request) => {
        const row = await getAnamnesis(deps.db, request.params.id);
        await recordRead(deps, viewer(request), row.userId, 'anamnesis');
        return { message: 'Anamnesis del usuario', anamnesis: toApiAnamnesis(row) };
      },
      byId,
    );

    route(
      api.create,
      async (request) => {
        const row = await createAnamnesis(deps, viewer(request), request.body);
        return { message: CLINICAL_MSG.anamnesisSaved, anamnesis: toApiAnamnesis(row) };
      },
      {
        owner: async (request) => (await clientOf(deps.db, request.body.userId))?.id ?? null,
        notFound: CLIENT_NOT_FOUND,
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
