import { randomBytes } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { MSG } from '@contract/common-text';
import { createTestContext, type TestContext } from '../../test/harness';
import { systemClock } from '../clock';
import { createMemoryRateLimitStore } from './rate-limit-memory-store';
import { withLocalFallback } from './rate-limit-store';
import { hashed } from './rate-limiter';
import { connectRedis, redisReady } from './rate-limit-redis';

const url = process.env.TEST_REDIS_URL;
const quiet = { warn() {}, info() {} };
/** Keys of this run only: the PGlite and PostgreSQL runs follow each other within a window. */
const run = randomBytes(6).toString('hex');

/** One hit, as @fastify/rate-limit counts it: the window's count and the time it has left. */
const hit = (s: FastifyRateLimitStore, key: string, windowMs = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    s.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), windowMs, 10),
  );
const count = async (s: FastifyRateLimitStore, key: string) => (await hit(s, key)).current;

describe.skipIf(!url)("@fastify/rate-limit's Redis store (needs TEST_REDIS_URL)", () => {
  const clients: Redis[] = [];
  const client = async () => {
    const redis = connectRedis(url!, quiet);
    clients.push(redis);
    await redisReady(redis, 2_000);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
  });

  it('is one count for every server, exact under 50 hits in flight', async () => {
    const prefix = `nutri:test:${run}:`;
    const one = new RedisStore(false, false, await client(), prefix);
    const two = new RedisStore(false, false, await client(), prefix);
    expect([await count(one, 'a'), await count(two, 'a'), await count(one, 'a')]).toEqual([
      1, 2, 3,
    ]);
    const counts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => count(i % 2 ? one : two, 'burst')),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("ends a window by Redis' own expiry, set once at the first hit", async () => {
    const redis = await client();
    const prefix = `nutri:test:${run}:`;
    const store = new RedisStore(false, false, redis, prefix);
    expect(await hit(store, 'short', 300)).toEqual({ current: 1, ttl: 300 });
    const second = await hit(store, 'short', 300);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(300);
    const ttl = await redis.pttl(`${prefix}short`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 350));
    expect(await count(store, 'short')).toBe(1);
  });

  it('refuses at once while Redis cannot be reached, so the limits fall back to memory without waiting', async () => {
    const lines: string[] = [];
    const log = { warn: (_: object, m: string) => lines.push(m), info: () => {} };
    // A port nobody listens on: what a stopped Redis looks like.
    const down = connectRedis('redis://127.0.0.1:1', log);
    clients.push(down);
    await redisReady(down, 200);
    const store = withLocalFallback(
      new RedisStore(false, false, down, 'nutri:limit:'),
      createMemoryRateLimitStore({ clock: systemClock }),
      'redis',
      log,
    );
    const started = Date.now();
    expect([await count(store, 'k'), await count(store, 'k')]).toEqual([1, 2]);
    expect(Date.now() - started).toBeLessThan(200);
    expect(lines).toContain('Redis unreachable; reconnecting');
    expect(lines).toContain(
      'shared rate-limit store unreachable: counting in this process until it answers',
    );
  });
});

describe.skipIf(!url)('two servers sharing REDIS_URL (needs TEST_REDIS_URL)', () => {
  let t: TestContext;
  let other: Awaited<ReturnType<TestContext['startAnotherServer']>>;
  beforeAll(async () => {
    t = await createTestContext({
      REDIS_URL: url!,
      RATE_LIMIT_GLOBAL_MAX: '6',
      RATE_LIMIT_AUTH_MAX: '3',
      // Behind a proxy, so each test run comes from addresses of its own.
      TRUST_PROXY: '127.0.0.1',
    });
    other = await t.startAnotherServer();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** An address of this run only (10.x.y.z from random bytes). */
  const address = () => `10.${[...randomBytes(3)].join('.')}`;

  it('share the API-wide limit: the 7th request, on either server, is refused', async () => {
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 ? other : t.app;
      const res = await server.inject({ url: '/api/health', headers: { 'x-forwarded-for': ip } });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Counted under a hash of the address, never the address itself.
    const redis = connectRedis(url!, quiet);
    await redisReady(redis, 2_000);
    try {
      expect(await redis.exists(`nutri:global:${hashed(ip)}`)).toBe(1);
      expect(await redis.keys(`*${ip}*`)).toEqual([]);
    } finally {
      await redis.quit();
    }
    // Another client still has its allowance.
    const fresh = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-for': address() },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('share the login limit per address: the 4th wrong password, from anywhere, is refused', async () => {
    const email = `objetivo-${run}@test.uy`;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? other : t.app).inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': address() },
        payload: { email, password: 'wrong-password' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBe(MSG.tooManyRequests);
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // Counted in the account limits' own keys, under a hash of the address.
    const redis = connectRedis(url!, quiet);
    await redisReady(redis, 2_000);
    try {
      expect(await redis.get(`nutri:limit:login:email:${hashed(email)}`)).toBe('5');
      expect(await redis.keys(`*objetivo-${run}*`)).toEqual([]);
    } finally {
      await redis.quit();
    }
  });
});

describe('a server whose REDIS_URL does not answer', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A port nobody listens on: Redis stopped, or not there yet.
    t = await createTestContext({
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_AUTH_MAX: '2',
      RATE_LIMIT_GLOBAL_MAX: '3',
    });
  });
  afterAll(() => t?.close());

  it('starts and answers; the API-wide limit lets requests through; logins are still limited, in memory', async () => {
    // More than RATE_LIMIT_GLOBAL_MAX: the limit that cannot count lets them through.
    const health = [];
    for (let i = 0; i < 5; i++)
      health.push((await t.app.inject({ url: '/api/health' })).statusCode);
    expect(health).toEqual([200, 200, 200, 200, 200]);
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'alguien@test.uy', password: 'wrong-password' },
      });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await wrong()).statusCode);
    expect(codes).toEqual([401, 401, 429]);
  });
});
