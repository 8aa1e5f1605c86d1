import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { createTestContext, type TestContext } from '../../test/harness';
import { systemClock } from '../clock';
import { postgresPoolOf } from '../db/client';
import { createMemoryRateLimitStore } from './rate-limit-memory-store';
import { asStoreClass, withLocalFallback } from './rate-limit-store';
import { accountAttempts, hashed } from './rate-limiter';
import { rateLimitWindows } from './rate-limit.tables';

const TOO_MANY = { code: 'common.tooManyRequests', message: MSG.tooManyRequests };

/** A login route limited by accountAttempts over a store that records the keys it counts. */
async function limitedLogin(max: number) {
  const keys: string[] = [];
  const memory = createMemoryRateLimitStore({ clock: systemClock });
  const recording: FastifyRateLimitStore = {
    incr(key, ...rest) {
      keys.push(key);
      memory.incr(key, ...rest);
    },
    child: () => recording,
  };
  const app = Fastify();
  await app.register(rateLimit, { global: false, max, store: asStoreClass(recording) });
  const attempt = accountAttempts(app);
  app.post<{ Body: { email: string } }>('/login', async (request) => {
    await attempt(request, 'login', request.body.email);
    return { ok: true };
  });
  const login = async (email: string, remoteAddress: string) =>
    (await app.inject({ method: 'POST', url: '/login', remoteAddress, payload: { email } }))
      .statusCode;
  return { app, keys, login };
}

describe('an attempt at an account route', () => {
  it('stores neither the address nor the IP in its keys, and counts an address the same in any case', async () => {
    const { app, keys, login } = await limitedLogin(2);
    const spellings = ['Ana.Perez@Test.uy', ' ana.perez@test.uy', 'ANA.PEREZ@TEST.UY'];
    const codes = [];
    for (const [i, email] of spellings.entries()) codes.push(await login(email, `10.0.0.${i}`));
    // The third spelling of the same address was its third attempt: over the limit of 2.
    expect(codes).toEqual([200, 200, 429]);
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      expect(key).toMatch(/^login:(ip|email):[A-Za-z0-9_-]{32}$/);
      expect(key.toLowerCase()).not.toContain('perez@test');
      expect(key).not.toContain('10.0.0.');
    }
    expect(new Set(keys.filter((k) => k.startsWith('login:email:')))).toEqual(
      new Set([`login:email:${hashed('ana.perez@test.uy')}`]),
    );
    await app.close();
  });

  it('counts the address only after the IP passed', async () => {
    const { app, keys, login } = await limitedLogin(2);
    expect(await login('a@test.uy', '10.0.0.1')).toBe(200);
    expect(await login('b@test.uy', '10.0.0.1')).toBe(200);
    expect(await login('c@test.uy', '10.0.0.1')).toBe(429);
    // The refused attempt left no count for c@test.uy behind.
    expect(keys).not.toContain(`login:email:${hashed('c@test.uy')}`);
    expect(await login('c@test.uy', '10.0.0.2')).toBe(200);
    await app.close();
  });
});

describe('the account limits of the app (PGlite; PostgreSQL with TEST_DATABASE_URL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_GLOBAL_MAX: '1000' });
  });
  afterAll(() => t?.close());

  const login = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email, password: 'wrong-password' },
    });

  it('refuses the attempt over the limit with the Spanish 429; on PostgreSQL, counted in its table', async () => {
    expect((await login('a@test.uy', '10.0.1.1')).statusCode).toBe(401);
    expect((await login('b@test.uy', '10.0.1.1')).statusCode).toBe(401);
    const refused = await login('c@test.uy', '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    if (postgresPoolOf(t.database.db)) {
      const rows = await t.database.db.select().from(rateLimitWindows);
      expect(rows.find((r) => r.key === `login:ip:${hashed('10.0.1.1')}`)?.count).toBe(3);
    }
  });

  it('counts each account route on its own', async () => {
    for (let i = 0; i < 2; i++)
      expect((await login(`d${i}@test.uy`, '10.0.2.1')).statusCode).toBe(401);
    expect((await login('d9@test.uy', '10.0.2.1')).statusCode).toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      remoteAddress: '10.0.2.1',
      payload: { email: 'd9@test.uy' },
    });
    expect(forgot.statusCode).toBe(200);
  });

  it("lets the refused IP try again once its window has passed on the app's clock", async () => {
    for (let i = 0; i < 2; i++)
      expect((await login(`e${i}@test.uy`, '10.0.3.1')).statusCode).toBe(401);
    expect((await login('e9@test.uy', '10.0.3.1')).statusCode).toBe(429);
    t.clock.advance(59_000);
    expect((await login('e9@test.uy', '10.0.3.1')).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await login('e9@test.uy', '10.0.3.1')).statusCode).toBe(401);
  });
});

describe('the API-wide limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ RATE_LIMIT_GLOBAL_MAX: '3' });
  });
  afterAll(() => t?.close());

  it('ignores X-Forwarded-For without TRUST_PROXY, and answers the Spanish 429 with its headers', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const over = await t.app.inject({ url: '/api/health' });
    expect(over.json()).toEqual(TOO_MANY);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a shared store that cannot be reached', () => {
  it('counts in memory meanwhile (never unlimited, never locked), logs once each way', async () => {
    let reachable = true;
    let sharedCount = 0;
    const shared: FastifyRateLimitStore = {
      incr(_key, callback, timeWindow) {
        if (!reachable) return callback(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
        callback(null, { current: ++sharedCount, ttl: timeWindow });
      },
      child: () => shared,
    };
    const logged: string[] = [];
    const log = {
      warn: (_: object, msg: string) => logged.push(`warn: ${msg}`),
      info: (_: object, msg: string) => logged.push(`info: ${msg}`),
    };
    const local = createMemoryRateLimitStore({ clock: systemClock });
    const store = withLocalFallback(shared, local, 'redis', log);
    const count = () =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          'k',
          (err, res) => (err || !res ? reject(err) : resolve(res.current)),
          60_000,
          3,
        ),
      );

    expect(await count()).toBe(1);
    reachable = false;
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await count());
    // The outage starts a fresh count in this process: over 3, the limit refuses.
    expect(during).toEqual([1, 2, 3, 4, 5]);
    expect(logged).toEqual([
      'warn: shared rate-limit store unreachable: counting in this process until it answers',
    ]);
    reachable = true;
    expect(await count()).toBe(2);
    expect(logged[1]).toBe('info: shared rate-limit store answers again');
    expect(logged).toHaveLength(2);
  });
});
