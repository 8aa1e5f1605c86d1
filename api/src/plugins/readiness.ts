import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '@contract/common-text';
import type { Db } from '../db/client';
import type { Storage } from '../media/storage';
import { HttpError } from '../http/http-error';

/** A probe must answer even when a part hangs (a pool with every connection busy). */
const CHECK_TIMEOUT_MS = 3_000;

export interface ReadinessDeps {
  db: Db;
  storage: Pick<Storage, 'check'>;
}

/**
 * Whether this server can do its work now: the database answers a `select 1` and the
 * file storage can be used. A 503 names each part that failed in `errors` (why goes to
 * the log, not to whoever probes); a load balancer stops sending requests meanwhile.
 */
export async function checkReadiness(
  deps: ReadinessDeps,
  log: FastifyBaseLogger,
  timeoutMs = CHECK_TIMEOUT_MS,
) {
  const [database, storage] = await Promise.allSettled([
    within(timeoutMs, deps.db.execute(sql`select 1`)),
    within(timeoutMs, deps.storage.check()),
  ]);
  const errors: Record<string, string> = {};
  if (database.status === 'rejected') {
    log.warn({ err: database.reason }, 'readiness: the database does not answer');
    errors.database = MSG.databaseDown;
  }
  if (storage.status === 'rejected') {
    log.warn({ err: storage.reason }, 'readiness: the file storage cannot be used');
    errors.storage = MSG.storageDown;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(503, MSG.notReady, errors);
  return { status: 'ok', database: 'ok', storage: 'ok' } as const;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
