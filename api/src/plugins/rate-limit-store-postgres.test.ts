import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createPostgresRateLimitStore } from './rate-limit-store-postgres';
import { rateLimitWindows } from './rate-limit.tables';

// The same SQL runs on PGlite; on the PostgreSQL run (TEST_DATABASE_URL) it meets real
// concurrency: 50 hits in flight over the pool's 10 connections.
const { t } = useTestApp({ admin: false });
const MINUTE = 60_000;

const store = () =>
  createPostgresRateLimitStore({ db: t.database.db, windowMs: MINUTE, clock: t.clock });
const rows = () => t.database.db.select().from(rateLimitWindows);

describe('rate-limit windows in the database', () => {
  it('counts each hit of a window, and starts again at 1 once the window (by the app clock) ended', async () => {
    const s = store();
    expect([await s.hit('w:a'), await s.hit('w:a'), await s.hit('w:a')]).toEqual([1, 2, 3]);
    t.clock.advance(MINUTE - 1);
    expect(await s.hit('w:a')).toBe(4);
    t.clock.advance(1);
    expect(await s.hit('w:a')).toBe(1);
    const [row] = (await rows()).filter((r) => r.key === 'w:a');
    expect(row!.windowStart.getTime()).toBe(t.clock.now().getTime());
  });

  it('is one count for every server: a second store on the same database continues it', async () => {
    const one = store();
    const two = store();
    expect(await one.hit('w:shared')).toBe(1);
    expect(await two.hit('w:shared')).toBe(2);
    expect(await one.hit('w:shared')).toBe(3);
  });

  it('counts 50 hits in flight at once as exactly 50, each seeing its own count', async () => {
    const s = store();
    const counts = await Promise.all(Array.from({ length: 50 }, () => s.hit('w:burst')));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('deletes ended windows (once a window at most), never a live one', async () => {
    const s = store();
    await s.hit('w:old');
    t.clock.advance(MINUTE);
    // This hit sweeps: 'w:old' and the earlier tests' windows ended a minute ago.
    await s.hit('w:new');
    expect((await rows()).map((r) => r.key)).toEqual(['w:new']);
    t.clock.advance(MINUTE / 2);
    await s.hit('w:newer');
    expect((await rows()).map((r) => r.key).sort()).toEqual(['w:new', 'w:newer']);
  });
});
