import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { postgresPoolOf, type Db } from '../db/client';
import {
  createMemoryRateLimitStore,
  withLocalFallback,
  type RateLimitStore,
  type StoreLog,
} from './rate-limit-store';
import { createPostgresRateLimitStore } from './rate-limit-store-postgres';
import { createRedisRateLimitStore } from './rate-limit-store-redis';

/**
 * Where the auth limits count: Redis when REDIS_URL is set, else the PostgreSQL server
 * every server shares, else (the embedded database, one process) memory. A shared store
 * falls back to memory while it cannot be reached.
 */
export function rateLimitStoreFor(opts: {
  db: Db;
  redis: Redis | undefined;
  windowMs: number;
  clock: Clock;
  log: StoreLog;
}): RateLimitStore {
  const { db, redis, windowMs, clock, log } = opts;
  const memory = createMemoryRateLimitStore({ windowMs, clock });
  if (redis) return withLocalFallback(createRedisRateLimitStore({ redis, windowMs }), memory, log);
  if (postgresPoolOf(db))
    return withLocalFallback(createPostgresRateLimitStore({ db, windowMs, clock }), memory, log);
  return memory;
}
