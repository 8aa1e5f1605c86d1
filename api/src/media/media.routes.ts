import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { mediaEndpoints as api } from '@contract/endpoints/media';
import { routes, type RouteDeps } from '../http/route';
import { notFound } from '../plugins/http-error';
import { isStoredName } from './storage';

/**
 * Public images resized to the spec's fit-in sizes (never enlarged), as WebP,
 * made once and then served from the cache with a long cache lifetime: names
 * are content-unique, so a URL never changes meaning.
 */
export function mediaRoutes(deps: RouteDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    route(api.fitIn, async (request, reply) => {
      const { size, name } = request.params;
      if (!isStoredName(name) || name.endsWith('.pdf')) throw notFound();
      const cached = path.join(deps.storage.cacheDir, size, name.replace(/\.\w+$/, '.webp'));
      let out = await fs.readFile(cached).catch(() => null);
      if (!out) {
        const original = await deps.storage.read('images', name);
        if (!original) throw notFound();
        const [w, h] = size.split('x').map(Number) as [number, number];
        out = await sharp(original)
          .rotate()
          .resize(w, h, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await fs.mkdir(path.dirname(cached), { recursive: true });
        // Written under a temporary name first so a concurrent reader never sees half a file.
        const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`;
        await fs.writeFile(tmp, out);
        await fs.rename(tmp, cached);
      }
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(out);
    });
  };
}
