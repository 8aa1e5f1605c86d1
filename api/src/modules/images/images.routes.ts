import type { FastifyInstance } from 'fastify';
import { mediaEndpoints as api } from '@contract/endpoints/media';
import type { Caller } from '../../http/access';
import { routes, type RouteDeps } from '../../http/route';
import { notFound } from '../../http/http-error';
import { fitIn } from '../../media/resize';

/**
 * Public images resized to the spec's fit-in sizes (never enlarged), as WebP,
 * made once and then served from the cache with a long cache lifetime: names
 * are content-unique, so a URL never changes meaning.
 */
export function imagesRoutes<U extends Caller>(deps: RouteDeps<U>) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    route(api.fitIn, async (request, reply) => {
      const out = await fitIn(deps.storage, request.params.size, request.params.name);
      if (!out) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(out);
    });
  };
}
