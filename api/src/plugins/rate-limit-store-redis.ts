import { Redis } from 'ioredis';
import type { RateLimitStore, StoreLog } from './rate-limit-store';

/**
 * The count and its expiry in one script, so a crash between the two can never leave a
 * key that counts forever. The window starts at the first hit and ends by Redis' own TTL:
 * Redis' clock, not the app's (a test that moves the app's clock does not end it).
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/** Fixed windows in Redis, shared by every server that uses the same REDIS_URL. */
export function createRedisRateLimitStore(opts: {
  redis: Redis;
  windowMs: number;
  prefix?: string;
}): RateLimitStore {
  const prefix = opts.prefix ?? 'nutri:limit:';
  return {
    kind: 'redis',
    async hit(key) {
      const count = await opts.redis.eval(HIT, 1, prefix + key, opts.windowMs);
      return Number(count);
    },
  };
}

/**
 * The app's Redis client. Commands fail at once while it is disconnected (no offline
 * queue) and within a second when it hangs, so a request never waits on an outage: the
 * auth limits fall back to memory (rate-limit-store.ts) and the global one lets the
 * request through (app.ts). It reconnects by itself; errors are logged once per outage,
 * never thrown: ioredis would otherwise print every failed reconnection.
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
