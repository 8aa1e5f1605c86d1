import type { FastifyInstance } from 'fastify';
import { recipesEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { viewer } from '../auth';
import { listKey, sendCached } from './cached-read';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  recipeToApi,
  updateContent,
} from './catalog.service';
import type { CatalogRouteDeps } from './catalog.routes';

export function recipesRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    const { cache } = deps;

    route(api.list, async (request, reply) =>
      sendCached(cache, reply, api.list, listKey('recetas', request.query), async () => ({
        recetas: (await listContent(deps, 'receta', request.query)).map(recipeToApi),
      })),
    );

    route(api.get, async (request, reply) =>
      sendCached(cache, reply, api.get, `receta:${request.params.id}`, async () => ({
        receta: recipeToApi(await getContent(deps, 'receta', request.params.id)),
      })),
    );

    formRoute(api.create, async (request, _reply, { fields, uploads }) => ({
      message: 'Receta creada',
      receta: recipeToApi(await createContent(deps, 'receta', fields, uploads, viewer(request).id)),
    }));

    formRoute(api.update, async (request, _reply, { fields, uploads }) => ({
      message: 'Receta actualizada',
      receta: recipeToApi(await updateContent(deps, 'receta', request.params.id, fields, uploads)),
    }));

    route(api.remove, async (request) => {
      await deleteContent(deps, 'receta', request.params.id);
      return {
        message: 'Receta eliminada',
        recetas: (await listContent(deps, 'receta')).map(recipeToApi),
      };
    });
  };
}
