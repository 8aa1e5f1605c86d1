import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { postgresPoolOf, type Db } from '../db/client';
import { createMemoryRateLimitStore } from './rate-limit-memory-store';
import { createPostgresRateLimitStore } from './rate-limit-store-postgres';

export interface StoreLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Where the account limits count (rate-limiter.ts), as the store class @fastify/rate-limit
 * takes: in Redis when REDIS_URL is set (the library's own Redis store), else in the
 * PostgreSQL server every server shares, so ten wrong logins spread over two servers count
 * ten. A shared store falls back to this process's memory while it cannot be reached. The
 * embedded database serves one process: memory is shared enough, and a route never waits
 * for the database to count (PGlite runs one query at a time). Memory is our own store
 * (rate-limit-memory-store.ts), not the library's, which forgets live windows when full.
 */
export function accountLimitStore(opts: {
  db: Db;
  redis: Redis | undefined;
  clock: Clock;
  log: StoreLog;
}): FastifyRateLimitStoreCtor {
  const { db, redis, clock, log } = opts;
  const memory = () => createMemoryRateLimitStore({ clock });
  const store = redis
    ? withLocalFallback(new RedisStore(false, false, redis, 'nutri:limit:'), memory(), 'redis', log)
    : postgresPoolOf(db)
      ? withLocalFallback(createPostgresRateLimitStore({ db, clock }), memory(), 'postgres', log)
      : memory();
  return asStoreClass(store);
}

/**
 * The class @fastify/rate-limit builds its store from (`new Store(options)`), around one
 * built already. Its keys name their limit ('login:ip:...'), so every limit counts in it
 * (not in a child store per route).
 */
export function asStoreClass(store: FastifyRateLimitStore): FastifyRateLimitStoreCtor {
  return class {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      store.incr(...args);
    }
    child() {
      return this;
    }
  };
}

/**
 * A shared store that falls back to `local`, this process's memory (a store of
 * rate-limit-memory-store.ts), while it cannot be reached (Redis down, PostgreSQL
 * restarting): never open, never locked. Failing open would leave logins unlimited for as
 * long as an attacker can keep the store busy; failing closed would lock every client out
 * of their account because of an outage that is ours. Each server then limits on its own,
 * which is at most (servers x max) attempts a window, still a limit. The switch is logged
 * once each way, not on every request.
 */
export function withLocalFallback(
  shared: FastifyRateLimitStore,
  local: FastifyRateLimitStore,
  kind: 'postgres' | 'redis',
  log: StoreLog,
): FastifyRateLimitStore {
  let failing = false;
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow, max) {
      shared.incr(
        key,
        (err, result) => {
          if (!err) {
            if (failing) {
              failing = false;
              log.info({ store: kind }, 'shared rate-limit store answers again');
            }
            return callback(null, result);
          }
          if (!failing) {
            failing = true;
            log.warn(
              { err, store: kind },
              'shared rate-limit store unreachable: counting in this process until it answers',
            );
          }
          local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    child: () => store,
  };
  return store;
}
