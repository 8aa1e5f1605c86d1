import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { rateLimitWindows } from './rate-limit.tables';

/**
 * A store for @fastify/rate-limit: fixed windows in the `rate_limit_windows` table, shared
 * by every server on the database. One statement per hit, atomic under any concurrency:
 * the row is created, counted, or restarted when its window ended, and the count and the
 * window's start come back. The window follows the app's clock (passed as a parameter, not
 * the database's now()), so tests that move the clock see windows end.
 *
 * Ended windows are deleted by this process at most once a window, on the hit that finds
 * the last sweep that old: a table that only grows would otherwise keep every address
 * and IP that ever tried, and a periodic job would be one more timer for the same work.
 * Every limit counted here has the same window (the account limits: a minute).
 */
export function createPostgresRateLimitStore(opts: { db: Db; clock: Clock }) {
  const { db, clock } = opts;
  const t = rateLimitWindows;
  let lastSweep = 0;

  async function hit(key: string, windowMs: number) {
    const now = clock.now();
    const endedBefore = new Date(now.getTime() - windowMs);
    const ended = sql`${t.windowStart} <= ${endedBefore.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(t)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: t.key,
        // Both CASEs read the row as it was before this update.
        set: {
          count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
          windowStart: sql`case when ${ended} then excluded.window_start else ${t.windowStart} end`,
        },
      })
      .returning({ count: t.count, windowStart: t.windowStart });
    if (now.getTime() - lastSweep >= windowMs) {
      lastSweep = now.getTime();
      await db.delete(t).where(lte(t.windowStart, endedBefore));
    }
    return { current: row!.count, ttl: row!.windowStart.getTime() + windowMs - now.getTime() };
  }

  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    },
    // Keys already name their limit ('login:ip:...', rate-limiter.ts): one table for all.
    child: () => store,
  };
  return store;
}
