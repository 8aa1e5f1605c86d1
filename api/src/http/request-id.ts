import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy in front already gave the request is kept, so its logs and ours name it
 * alike; only a short one of plain characters, since it is written to every log line
 * and sent back in a header. Anything else gets an id of our own.
 */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's genReqId: the request's id, in `request.id` and in each of its log lines. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request in `x-request-id`, set before anything can fail, so a
 * person reporting a problem can quote it and the logs find every line of it.
 */
export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
