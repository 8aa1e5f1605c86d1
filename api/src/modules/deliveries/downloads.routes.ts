import type { FastifyInstance } from 'fastify';
import { productFilesEndpoints } from '@contract/endpoints/catalog';
import { salesEndpoints } from '@contract/endpoints/commerce';
import { routes, type RouteDeps } from '../../http/route';
import { contentTypeOf } from '../../media/storage';
import type { UserRow } from '../users/users.tables';
import type { DeliveriesDeps } from './deliveries.service';
import { ownedFiles, productFile } from './downloads.service';

/** What a purchase lets its buyer download: the list, and each product file. */
export function downloadsRoutes(deps: RouteDeps<UserRow> & DeliveriesDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);

    route(salesEndpoints.ownedFiles, async (request, _reply, me) =>
      ownedFiles(deps, me, request.params.id),
    );

    route(productFilesEndpoints.download, async (request, reply, me) => {
      const { name } = request.params;
      const data = await productFile(deps, me, name);
      return reply
        .header('content-type', contentTypeOf(name))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    });
  };
}
