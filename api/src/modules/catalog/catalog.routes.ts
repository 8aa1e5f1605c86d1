import type { FastifyInstance } from 'fastify';
import { plansRoutes } from './plans.routes';
import { productFilesRoutes } from './product-files.routes';
import { recipesRoutes } from './recipes.routes';
import { slidersRoutes } from './sliders.routes';
import { tipsRoutes } from './tips.routes';
import type { CatalogRouteDeps } from './route-deps';

/** The catalog's routes, one file per resource, and the rule that a write empties the read cache. */
export function catalogRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    // Any successful write may change what the reads answer.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) deps.cache.invalidate();
    });
    await app.register(plansRoutes(deps));
    await app.register(recipesRoutes(deps));
    await app.register(tipsRoutes(deps));
    await app.register(slidersRoutes(deps));
    await app.register(productFilesRoutes(deps));
  };
}
