import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('catalog read cache', () => {
  const clock = {
    t: 0,
    now() {
      return new Date(this.t);
    },
  };

  it('serves what was stored until a write invalidates it', () => {
    const cache = createReadCache({ ttlMs: 30_000, clock });
    cache.set('plans', '{"planes":[]}', cache.generation());
    expect(cache.get('plans')).toBe('{"planes":[]}');
    cache.invalidate();
    expect(cache.get('plans')).toBeUndefined();
  });

  it('does not store an answer whose read began before a write', () => {
    const cache = createReadCache({ ttlMs: 30_000, clock });
    const startedAt = cache.generation();
    cache.invalidate();
    cache.set('plans', 'old', startedAt);
    expect(cache.get('plans')).toBeUndefined();
  });

  it('forgets entries after the TTL (other processes may have written)', () => {
    const cache = createReadCache({ ttlMs: 30_000, clock });
    cache.set('plans', 'x', cache.generation());
    clock.t += 30_001;
    expect(cache.get('plans')).toBeUndefined();
  });
});
