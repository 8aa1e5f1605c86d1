import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit-memory-store';

function movableClock() {
  let now = Date.parse('2026-03-02T12:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/**
 * The store under a limit of `max` a minute, hit as @fastify/rate-limit hits it: `allowed`
 * answers what the library decides (refused when the count is over max).
 */
function memoryLimiter(max: number, opts: { maxKeys?: number } = {}) {
  const clock = movableClock();
  const store = createMemoryRateLimitStore({ clock, ...opts });
  const hit = (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), 60_000, max),
    );
  const allowed = async (key: string) => (await hit(key)).current <= max;
  return { clock, store, hit, allowed };
}

describe('the account limits in memory', () => {
  it('keeps a locked key locked through a flood of 60,000 other keys, until its window passes', async () => {
    const { clock, store, allowed } = memoryLimiter(3);
    for (let i = 0; i < 3; i++) expect(await allowed('login:email:victima')).toBe(true);
    expect(await allowed('login:email:victima')).toBe(false);

    let refused = 0;
    for (let i = 0; i < 60_000; i++) {
      if (i % 10_000 === 0) clock.advance(1_000);
      if (!(await allowed(`login:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)))
        refused++;
    }
    expect(await allowed('login:email:victima')).toBe(false);
    // Memory stays bounded: once full, new keys are refused instead of live ones forgotten.
    expect(store.size).toBeLessThanOrEqual(50_000);
    expect(refused).toBeGreaterThan(0);

    clock.advance(53_999); // 59,999 ms after the victim's window started
    expect(await allowed('login:email:victima')).toBe(false);
    clock.advance(1);
    expect(await allowed('login:email:victima')).toBe(true);
  });

  it('sweeps windows that ended, so the map does not fill up with old keys', async () => {
    const { clock, store, allowed } = memoryLimiter(3, { maxKeys: 100 });
    for (let i = 0; i < 100; i++) await allowed(`k${i}`);
    expect(await allowed('late')).toBe(false);
    clock.advance(60_000);
    expect(await allowed('late')).toBe(true);
    expect(store.size).toBe(1);
  });

  it("answers the window's time left, and a refused new key the time until room is made", async () => {
    const { clock, hit } = memoryLimiter(3, { maxKeys: 2 });
    expect(await hit('a')).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(10_000);
    expect(await hit('a')).toEqual({ current: 2, ttl: 50_000 });
    expect(await hit('b')).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(5_000);
    // Full: 'c' waits for 'a', the first window to end.
    expect(await hit('c')).toEqual({ current: Infinity, ttl: 45_000 });
    clock.advance(45_000);
    expect(await hit('c')).toEqual({ current: 1, ttl: 60_000 });
  });
});
