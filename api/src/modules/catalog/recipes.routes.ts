import { CATALOG_MSG } from '@contract/catalog';
import type { FastifyInstance } from 'fastify';
import { recipesEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { listKey, sendCached } from '../../cache/cached-read';
import { recipesToApi, recipeAnswer } from './catalog-answers';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from './catalog.service';
import type { CatalogRouteDeps } from './route-deps';

export function recipesRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    const { cache } = deps;

    route(api.list, async (request, reply) =>
      sendCached(cache, reply, api.list, listKey('recetas', request.query), async () => ({
        recetas: await recipesToApi(deps.db, await listContent(deps, 'receta', request.query)),
      })),
    );

    route(api.get, async (request, reply) =>
      sendCached(cache, reply, api.get, `receta:${request.params.id}`, async () => ({
        receta: await recipeAnswer(deps.db, await getContent(deps, 'receta', request.params.id)),
      })),
    );

    formRoute(api.create, async (request, _reply, { fields, uploads }, me) => ({
      message: CATALOG_MSG.recipeCreated,
      receta: await recipeAnswer(
        deps.db,
        await createContent(deps, 'receta', fields, uploads, me.id),
      ),
    }));

    formRoute(api.update, async (request, _reply, { fields, uploads }) => ({
      message: CATALOG_MSG.recipeUpdated,
      receta: await recipeAnswer(
        deps.db,
        await updateContent(deps, 'receta', request.params.id, fields, uploads),
      ),
    }));

    route(api.remove, async (request) => {
      await deleteContent(deps, 'receta', request.params.id);
      return {
        message: CATALOG_MSG.recipeDeleted,
        recetas: await recipesToApi(deps.db, await listContent(deps, 'receta')),
      };
    });
  };
}
