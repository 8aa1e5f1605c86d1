import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` once when the app is ready and then every `ms` until it closes. The state
 * such jobs act on lives in the database (what is due, what was sent), so a job missed
 * while the server was down is found by the first run after it starts. A failure is
 * logged and the next run tries again. The timer never keeps the process alive.
 */
export function runPeriodically(
  app: FastifyInstance,
  what: string,
  ms: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => work().catch((err: unknown) => app.log.error({ err }, `${what} failed`));
  app.addHook('onReady', async () => {
    timer = setInterval(run, ms).unref();
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
