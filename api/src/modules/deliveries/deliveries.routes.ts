import { MSG } from '@contract/common-text';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_MSG } from '@contract/deliveries';
import { deliveriesEndpoints as api } from '@contract/endpoints/deliveries';
import { LINK_MAX_SECONDS } from '../../media/signed-links';
import { contentTypeOf } from '../../media/storage';
import { routes, type RouteDeps } from '../../http/route';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import { badRequest, notFound } from '../../http/http-error';
import {
  deliver,
  deliveryFileInUse,
  deliveryOwner,
  getDelivery,
  listDeliveries,
  sendDeliveredMail,
  type DeliveriesDeps,
} from './deliveries.service';
import type { UserRow } from '../users/users.tables';
import { downloadsRoutes } from './downloads.routes';

/**
 * Plan delivery (issue 11): the list, one delivery, the upload, the private files; and what
 * a purchase lets its buyer download (downloads.routes.ts).
 */
export function deliveriesRoutes(deps: RouteDeps<UserRow> & DeliveriesDeps & AfterAnswerDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    await app.register(downloadsRoutes(deps));

    route(api.list, async (request, _reply, me) => ({
      entregas: await listDeliveries(deps, me, request.query),
    }));

    route(api.get, async (request) => ({ entrega: await getDelivery(deps, request.params.id) }), {
      owner: (request) => deliveryOwner(deps.db, request.params.id),
      notFound: DELIVERY_MSG.notFound,
    });

    formRoute(api.deliver, async (request, _reply, { fields, uploads }) => {
      if (uploads.length === 0)
        throw badRequest(DELIVERY_MSG.filesRequired, { galleryImage: DELIVERY_MSG.filesRequired });
      const entrega = await deliver(deps, request.params.id, uploads, fields.notes);
      deps.afterAnswer(request.log, 'delivered mail', () => sendDeliveredMail(deps, entrega));
      return { message: DELIVERY_MSG.delivered, entrega };
    });

    route(api.file, async (request, reply) => {
      const { name } = request.params;
      if (!(await deliveryFileInUse(deps.db, name))) throw notFound(MSG.fileNotFound);
      const data = await deps.storage.read('deliveries', name);
      if (!data) throw notFound(MSG.fileNotFound);
      const left = request.query.exp - Math.floor(deps.clock.now().getTime() / 1000);
      return reply
        .header('content-type', contentTypeOf(name))
        .header('content-disposition', `attachment; filename="plan-${name}"`)
        .header(
          'cache-control',
          `private, max-age=${Math.max(0, Math.min(LINK_MAX_SECONDS, left))}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(data);
    });
  };
}
