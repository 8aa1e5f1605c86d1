import { CATALOG_MSG } from '@contract/catalog';
import type { FastifyInstance } from 'fastify';
import { plansEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { listKey, sendCached } from '../../cache/cached-read';
import { plansToApi, planAnswer } from './catalog-answers';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from './catalog.service';
import type { CatalogRouteDeps } from './route-deps';

export function plansRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    const { cache } = deps;

    route(api.list, async (request, reply) =>
      sendCached(cache, reply, api.list, listKey('plans', request.query), async () => ({
        planes: await plansToApi(deps.db, await listContent(deps, 'plan', request.query)),
      })),
    );

    route(api.get, async (request, reply) =>
      sendCached(cache, reply, api.get, `plan:${request.params.id}`, async () => ({
        plan: await planAnswer(deps.db, await getContent(deps, 'plan', request.params.id)),
      })),
    );

    formRoute(api.create, async (request, _reply, { fields, uploads }, me) => ({
      message: CATALOG_MSG.planCreated,
      plan: await planAnswer(deps.db, await createContent(deps, 'plan', fields, uploads, me.id)),
    }));

    formRoute(api.update, async (request, _reply, { fields, uploads }) => ({
      message: CATALOG_MSG.planUpdated,
      plan: await planAnswer(
        deps.db,
        await updateContent(deps, 'plan', request.params.id, fields, uploads),
      ),
    }));

    route(api.remove, async (request) => {
      await deleteContent(deps, 'plan', request.params.id);
      return {
        message: CATALOG_MSG.planDeleted,
        planes: await plansToApi(deps.db, await listContent(deps, 'plan')),
      };
    });
  };
}
