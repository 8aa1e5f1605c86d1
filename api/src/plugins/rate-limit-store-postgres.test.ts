import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createPostgresRateLimitStore } from './rate-limit-store-postgres';
import { rateLimitWindows } from './rate-limit.tables';

// The same SQL runs on PGlite; on the PostgreSQL run (TEST_DATABASE_URL) it meets real
// concurrency: 50 hits in flight over the pool's 10 connections.
const { t } = useTestApp({ admin: false });
const MINUTE = 60_000;

const store = () => createPostgresRateLimitStore({ db: t.database.db, clock: t.clock });
const rows = () => t.database.db.select().from(rateLimitWindows);

/** One hit, as @fastify/rate-limit counts it: the window's count and the time it has left. */
const hit = (s: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    s.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), MINUTE, 10),
  );
const count = async (s: FastifyRateLimitStore, key: string) => (await hit(s, key)).current;

describe('the PostgreSQL store of @fastify/rate-limit', () => {
  it('counts each hit of a window with its time left, and starts again at 1 once the window (by the app clock) ended', async () => {
    const s = store();
    expect([await hit(s, 'w:a'), await hit(s, 'w:a'), await hit(s, 'w:a')]).toEqual([
      { current: 1, ttl: MINUTE },
      { current: 2, ttl: MINUTE },
      { current: 3, ttl: MINUTE },
    ]);
    t.clock.advance(MINUTE - 1);
    expect(await hit(s, 'w:a')).toEqual({ current: 4, ttl: 1 });
    t.clock.advance(1);
    expect(await hit(s, 'w:a')).toEqual({ current: 1, ttl: MINUTE });
    const [row] = (await rows()).filter((r) => r.key === 'w:a');
    expect(row!.windowStart.getTime()).toBe(t.clock.now().getTime());
  });

  it('is one count for every server: a second store on the same database continues it', async () => {
    const one = store();
    const two = store();
    expect(await count(one, 'w:shared')).toBe(1);
    expect(await count(two, 'w:shared')).toBe(2);
    expect(await count(one, 'w:shared')).toBe(3);
  });

  it('counts 50 hits in flight at once as exactly 50, each seeing its own count', async () => {
    const s = store();
    const counts = await Promise.all(Array.from({ length: 50 }, () => count(s, 'w:burst')));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('answers a failure of the database through the callback', async () => {
    const failing = createPostgresRateLimitStore({
      db: t.database.db,
      clock: { now: () => new Date(Number.NaN) },
    });
    await expect(hit(failing, 'w:bad-clock')).rejects.toThrow();
  });

  it('deletes ended windows (once a window at most), never a live one', async () => {
    const s = store();
    await hit(s, 'w:old');
    t.clock.advance(MINUTE);
    // This hit sweeps: 'w:old' and the earlier tests' windows ended a minute ago.
    await hit(s, 'w:new');
    expect((await rows()).map((r) => r.key)).toEqual(['w:new']);
    t.clock.advance(MINUTE / 2);
    await hit(s, 'w:newer');
    expect((await rows()).map((r) => r.key).sort()).toEqual(['w:new', 'w:newer']);
  });
});
