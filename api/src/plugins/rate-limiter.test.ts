import { describe, expect, it } from 'vitest';
import { allowAttempt, createRateLimiter } from './rate-limiter';

function movableClock() {
  let now = Date.parse('2026-03-02T12:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('per-key rate limiter', () => {
  it('keeps a locked key locked through a flood of 60,000 other keys, until its window passes', () => {
    const clock = movableClock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 3; i++) expect(limiter.hit('login:email:victima@test.uy')).toBe(true);
    expect(limiter.hit('login:email:victima@test.uy')).toBe(false);

    let refused = 0;
    for (let i = 0; i < 60_000; i++) {
      if (i % 10_000 === 0) clock.advance(1_000);
      if (!limiter.hit(`login:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)) refused++;
    }
    expect(limiter.hit('login:email:victima@test.uy')).toBe(false);
    // Memory stays bounded: once full, new keys are refused instead of live ones forgotten.
    expect(limiter.size).toBeLessThanOrEqual(50_000);
    expect(refused).toBeGreaterThan(0);

    clock.advance(53_999); // 59,999 ms after the victim's window started
    expect(limiter.hit('login:email:victima@test.uy')).toBe(false);
    clock.advance(1);
    expect(limiter.hit('login:email:victima@test.uy')).toBe(true);
  });

  it('sweeps windows that ended, so the map does not fill up with old keys', () => {
    const clock = movableClock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, clock, maxKeys: 100 });
    for (let i = 0; i < 100; i++) limiter.hit(`k${i}`);
    expect(limiter.hit('late')).toBe(false);
    clock.advance(60_000);
    expect(limiter.hit('late')).toBe(true);
    expect(limiter.size).toBe(1);
  });

  it('counts the address only after the IP passed', () => {
    const clock = movableClock();
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, clock });
    expect(allowAttempt(limiter, 'login', '10.0.0.1', 'a@test.uy')).toBe(true);
    expect(allowAttempt(limiter, 'login', '10.0.0.1', 'b@test.uy')).toBe(true);
    expect(allowAttempt(limiter, 'login', '10.0.0.1', 'c@test.uy')).toBe(false);
    // The refused attempt left no window for c@test.uy behind.
    expect(limiter.size).toBe(3);
    expect(allowAttempt(limiter, 'login', '10.0.0.2', 'c@test.uy')).toBe(true);
  });
});
