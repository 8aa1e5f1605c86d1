import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs work once the current answer has gone out: the handler returns without
 * waiting, the work starts on the next turn of the event loop (after Fastify has
 * written the reply), and a failure is logged, never shown to the client.
 */
export function afterAnswer(
  log: FastifyBaseLogger,
  what: string,
  work: () => Promise<unknown>,
): void {
  setImmediate(() => {
    work().catch((err: unknown) => log.error({ err }, `${what} failed`));
  });
}
