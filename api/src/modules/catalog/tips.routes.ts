import type { FastifyInstance } from 'fastify';
import { tipsEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { viewer } from '../auth';
import { listKey, sendCached } from './cached-read';
import {
  createContent,
  deleteContent,
  getContent,
  listContent,
  tipToApi,
  updateContent,
} from './catalog.service';
import type { CatalogRouteDeps } from './catalog.routes';

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

    formRoute(api.create, async (request, _reply, { fields, uploads }) => ({
      message: 'Tip creado',
      tip: tipToApi(await createContent(deps, 'tip', fields, uploads, viewer(request).id)),
    }));

    formRoute(api.update, async (request, _reply, { fields, uploads }) => ({
      message: 'Tip actualizado',
      tip: tipToApi(await updateContent(deps, 'tip', request.params.id, fields, uploads)),
    }));

    route(api.remove, async (request) => {
      await deleteContent(deps, 'tip', request.params.id);
      return {
        message: 'Tip eliminado',
        tips: (await listContent(deps, 'tip')).map(tipToApi),
      };
    });
  };
}
