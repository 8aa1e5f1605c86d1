import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs work once the current answer has gone out: the handler returns without
 * waiting, the work starts on the next turn of the event loop (after Fastify has
 * written the reply), and a failure is logged, never shown to the client.
 */
export type AfterAnswer = (
  log: FastifyBaseLogger,
  what: string,
  work: () => Promise<unknown>,
) => void;

/** What a route or service needs to leave work for after the answer. */
export interface AfterAnswerDeps {
  afterAnswer: AfterAnswer;
}

/**
 * One app's after-answer work, kept while it runs: `idle()` is how a test (or a
 * shutdown) knows that what an answer started has finished, instead of sleeping and
 * hoping. Nothing an answer waits for.
 */
export interface AfterAnswers extends AfterAnswerDeps {
  /** Resolves once no work is pending, including work started by work that was pending. */
  idle(): Promise<void>;
}

export function createAfterAnswers(): AfterAnswers {
  const pending = new Set<Promise<void>>();
  return {
    afterAnswer(log, what, work) {
      const job: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, `${what} failed`),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
