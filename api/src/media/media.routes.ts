import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMAGE_SIZES } from '@contract/media';
import { notFound } from '../plugins/http-error';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fitIn } from './resize';
import type { Storage } from './storage';

const ZParams = z.object({ size: z.enum(IMAGE_SIZES), name: z.string().max(60) });

/** Public images at the spec's fit-in sizes, with a long cache lifetime (see resize.ts). */
export function mediaRoutes(deps: { storage: Storage }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/media/fit-in/:size/:name',
      { schema: { params: ZParams, hide: true } },
      async (request, reply) => {
        const out = await fitIn(deps.storage, request.params.size, request.params.name);
        if (!out) throw notFound();
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(out);
      },
    );
  };
}
