import { describe, expect, it } from 'vitest';
import { allowAttempt, createRateLimiter } from './rate-limiter';
import {
  createMemoryRateLimitStore,
  withLocalFallback,
  type RateLimitStore,
} from './rate-limit-store';

function movableClock() {
  let now = Date.parse('2026-03-02T12:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

function memoryLimiter(max: number, opts: { maxKeys?: number } = {}) {
  const clock = movableClock();
  const store = createMemoryRateLimitStore({ windowMs: 60_000, clock, ...opts });
  return { clock, store, limiter: createRateLimiter({ max, store }) };
}

/** A store that records the keys it was given, in memory underneath. */
function recordingStore(): RateLimitStore & { keys: string[] } {
  const inner = createMemoryRateLimitStore({ windowMs: 60_000, clock: movableClock() });
  const keys: string[] = [];
  return {
    kind: 'postgres',
    keys,
    hit: (key) => {
      keys.push(key);
      return inner.hit(key);
    },
  };
}

describe('per-key rate limiter in memory', () => {
  it('keeps a locked key locked through a flood of 60,000 other keys, until its window passes', async () => {
    const { clock, store, limiter } = memoryLimiter(3);
    for (let i = 0; i < 3; i++) expect(await limiter.hit('login:email:victima')).toBe(true);
    expect(await limiter.hit('login:email:victima')).toBe(false);

    let refused = 0;
    for (let i = 0; i < 60_000; i++) {
      if (i % 10_000 === 0) clock.advance(1_000);
      if (!(await limiter.hit(`login:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)))
        refused++;
    }
    expect(await limiter.hit('login:email:victima')).toBe(false);
    // Memory stays bounded: once full, new keys are refused instead of live ones forgotten.
    expect(store.size).toBeLessThanOrEqual(50_000);
    expect(refused).toBeGreaterThan(0);

    clock.advance(53_999); // 59,999 ms after the victim's window started
    expect(await limiter.hit('login:email:victima')).toBe(false);
    clock.advance(1);
    expect(await limiter.hit('login:email:victima')).toBe(true);
  });

  it('sweeps windows that ended, so the map does not fill up with old keys', async () => {
    const { clock, store, limiter } = memoryLimiter(3, { maxKeys: 100 });
    for (let i = 0; i < 100; i++) await limiter.hit(`k${i}`);
    expect(await limiter.hit('late')).toBe(false);
    clock.advance(60_000);
    expect(await limiter.hit('late')).toBe(true);
    expect(store.size).toBe(1);
  });
});

describe('an attempt at an account route', () => {
  it('counts the address only after the IP passed', async () => {
    const { store, limiter } = memoryLimiter(2);
    expect(await allowAttempt(limiter, 'login', '10.0.0.1', 'a@test.uy')).toBe(true);
    expect(await allowAttempt(limiter, 'login', '10.0.0.1', 'b@test.uy')).toBe(true);
    expect(await allowAttempt(limiter, 'login', '10.0.0.1', 'c@test.uy')).toBe(false);
    // The refused attempt left no window for c@test.uy behind.
    expect(store.size).toBe(3);
    expect(await allowAttempt(limiter, 'login', '10.0.0.2', 'c@test.uy')).toBe(true);
  });

  it('stores neither the address nor the IP in its keys, and counts an address the same in any case', async () => {
    const store = recordingStore();
    const limiter = createRateLimiter({ max: 2, store });
    for (const email of ['Ana.Perez@Test.uy', ' ana.perez@test.uy', 'ANA.PEREZ@TEST.UY'])
      await allowAttempt(limiter, 'login', `10.0.0.${store.keys.length}`, email);
    expect(store.keys).toHaveLength(6);
    for (const key of store.keys) {
      expect(key).toMatch(/^login:(ip|email):[A-Za-z0-9_-]{32}$/);
      expect(key.toLowerCase()).not.toContain('perez@test');
      expect(key).not.toContain('10.0.0.');
    }
    const emailKeys = new Set(store.keys.filter((k) => k.startsWith('login:email:')));
    expect(emailKeys.size).toBe(1);
    // The third spelling of the same address was its third attempt: over the limit of 2.
    expect(await allowAttempt(limiter, 'login', '10.9.9.9', 'ana.perez@test.uy')).toBe(false);
  });
});

describe('a shared store that cannot be reached', () => {
  it('counts in memory meanwhile (never unlimited, never locked), logs once each way', async () => {
    let reachable = true;
    let sharedCount = 0;
    const shared: RateLimitStore = {
      kind: 'redis',
      hit: async () => {
        if (!reachable) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
        return ++sharedCount;
      },
    };
    const logged: string[] = [];
    const log = {
      warn: (_: object, msg: string) => logged.push(`warn: ${msg}`),
      info: (_: object, msg: string) => logged.push(`info: ${msg}`),
    };
    const local = createMemoryRateLimitStore({ windowMs: 60_000, clock: movableClock() });
    const limiter = createRateLimiter({ max: 3, store: withLocalFallback(shared, local, log) });

    expect(await limiter.hit('k')).toBe(true);
    reachable = false;
    const during = [];
    for (let i = 0; i < 5; i++) during.push(await limiter.hit('k'));
    // The outage starts a fresh count in this process: 3 allowed, then refused.
    expect(during).toEqual([true, true, true, false, false]);
    expect(logged).toEqual([
      'warn: shared rate-limit store unreachable: counting in this process until it answers',
    ]);
    reachable = true;
    expect(await limiter.hit('k')).toBe(true);
    expect(sharedCount).toBe(2);
    expect(logged[1]).toBe('info: shared rate-limit store answers again');
  });
});
