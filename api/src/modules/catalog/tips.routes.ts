import { CATALOG_MSG } from '@contract/catalog';
import type { FastifyInstance } from 'fastify';
import { tipsEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { listKey, sendCached } from '../../cache/cached-read';
import { tipToApi } from './catalog-answers';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from './catalog.service';
import type { CatalogRouteDeps } from './route-deps';

export function tipsRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    const { cache } = deps;

    route(api.list, async (request, reply) =>
      sendCached(cache, reply, api.list, listKey('tips', request.query), async () => ({
        tips: (await listContent(deps, 'tip', request.query)).map(tipToApi),
      })),
    );

    route(api.get, async (request, reply) =>
      sendCached(cache, reply, api.get, `tip:${request.params.id}`, async () => ({
        tip: tipToApi(await getContent(deps, 'tip', request.params.id)),
      })),
    );

    formRoute(api.create, async (request, _reply, { fields, uploads }, me) => ({
      message: CATALOG_MSG.tipCreated,
      tip: tipToApi(await createContent(deps, 'tip', fields, uploads, me.id)),
    }));

    formRoute(api.update, async (request, _reply, { fields, uploads }) => ({
      message: CATALOG_MSG.tipUpdated,
      tip: tipToApi(await updateContent(deps, 'tip', request.params.id, fields, uploads)),
    }));

    route(api.remove, async (request) => {
      await deleteContent(deps, 'tip', request.params.id);
      return {
        message: CATALOG_MSG.tipDeleted,
        tips: (await listContent(deps, 'tip')).map(tipToApi),
      };
    });
  };
}
