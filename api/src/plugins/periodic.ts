import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Runs `work` once when the app is ready and then every `ms` until it closes. The state
 * such jobs act on lives in the database (what is due, what was sent), so a job missed
 * while the server was down is found by the first run after it starts. A failure is
 * logged and the next run tries again. The timer never keeps the process alive. Each run
 * is counted under the job's name (`what`), so a job that keeps failing shows in the
 * metrics, not only in the logs.
 */
export function runPeriodically(
  app: FastifyInstance,
  metrics: Pick<Metrics, 'timeJob'>,
  what: string,
  ms: number,
  work: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    metrics.timeJob(what, work).catch((err: unknown) => app.log.error({ err }, `${what} failed`));
  app.addHook('onReady', async () => {
    timer = setInterval(run, ms).unref();
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
