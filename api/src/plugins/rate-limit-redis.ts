import { Redis } from 'ioredis';
import type { StoreLog } from './rate-limit-store';

/**
 * The app's Redis client, where @fastify/rate-limit counts when REDIS_URL is set. Commands
 * fail at once while it is disconnected (no offline queue) and within a second when it
 * hangs, so a request never waits on an outage: the account limits fall back to memory
 * (rate-limit-store.ts) and the API-wide one lets the request through (rate-limiter.ts).
 * It reconnects by itself; errors are logged once per outage, never thrown: ioredis would
 * otherwise print every failed reconnection.
 */
export function connectRedis(url: string, log: StoreLog): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis unreachable; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({}, 'Redis answers again');
  });
  return redis;
}

/**
 * Resolves when the client is ready, its first attempt failed, or after `ms`: a start
 * does not wait on an outage (the limits cope meanwhile).
 */
export function redisReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    redis.once('ready', done);
    redis.once('error', done);
  });
}
