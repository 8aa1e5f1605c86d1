import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Clock } from '../clock';

/**
 * A memory store for @fastify/rate-limit where the account limits count with the embedded
 * database, and where every server counts while the shared store cannot be reached
 * (rate-limit-store.ts). Hand-written because the library's own memory store (LocalStore)
 * makes room for a new key by forgetting the least recently used window, live or not: an
 * attacker rotating 50,000 IPs or made-up addresses in a minute would push out the window
 * of the address being guessed at and unlock it. Here memory is bounded without ever
 * forgetting a live window: once `maxKeys` windows are held, a new key is answered as over
 * the limit (current = Infinity) until the oldest window ends. A flood can delay new
 * visitors by one window at most, never unlock an account. Windows follow the app's clock
 * (tests move it) and ended ones are swept as time passes, so the map holds only the
 * last minute's keys.
 */
export function createMemoryRateLimitStore(opts: {
  clock: Clock;
  maxKeys?: number;
}): FastifyRateLimitStore & { readonly size: number } {
  const { clock } = opts;
  const maxKeys = opts.maxKeys ?? 50_000;
  // Map iteration follows insertion order, and a restarted window is deleted and set again:
  // every limit counted here has the same window (a minute), so the first entry is always
  // the first to end, and the sweep stops at the first one still running.
  const windows = new Map<string, { end: number; count: number }>();

  function sweep(now: number) {
    for (const [key, w] of windows) {
      if (w.end > now) break;
      windows.delete(key);
    }
  }

  function hit(key: string, windowMs: number) {
    const now = clock.now().getTime();
    sweep(now);
    const w = windows.get(key);
    if (w && w.end > now) {
      w.count += 1;
      return { current: w.count, ttl: w.end - now };
    }
    // Only a shorter window, or a clock that went back, leaves an ended one behind the sweep.
    if (w) windows.delete(key);
    if (windows.size >= maxKeys) {
      // Full of live windows: refused until the first of them ends and makes room.
      const first = windows.values().next().value!;
      return { current: Infinity, ttl: Math.max(1, first.end - now) };
    }
    windows.set(key, { end: now + windowMs, count: 1 });
    return { current: 1, ttl: windowMs };
  }

  const store: FastifyRateLimitStore & { readonly size: number } = {
    incr(key, callback, timeWindow) {
      callback(null, hit(key, timeWindow));
    },
    // Keys already name their limit ('login:ip:...', rate-limiter.ts): one map for all.
    child: () => store,
    /** How many windows are held (for tests and diagnostics). */
    get size() {
      return windows.size;
    },
  };
  return store;
}
