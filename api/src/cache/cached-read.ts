import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@contract/endpoint';
import type { ReadCache } from './read-cache';

/** Public, cache-friendly reads: a short shared cache, then revalidation. */
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300';

/**
 * A public catalog read answered from the cache (fresh, or stale while one refresh runs),
 * or produced once for every concurrent reader, shaped by the endpoint's answer schema,
 * serialized once and cached.
 */
export async function sendCached<E extends Endpoint & { response: z.ZodType }>(
  cache: ReadCache,
  reply: FastifyReply,
  e: E,
  key: string,
  produce: () => Promise<z.input<E['response']>>,
): Promise<FastifyReply> {
  const body = await cache.read(
    key,
    async () => JSON.stringify(e.response.parse(await produce())),
    {
      log: reply.log,
    },
  );
  return reply
    .header('cache-control', PUBLIC_CACHE)
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The cache key of a filtered list. */
export const listKey = (list: string, query: { type?: string; q?: string }) =>
  `${list}?type=${query.type ?? ''}&q=${query.q ?? ''}`;
