import type { Clock } from '../clock';

/**
 * Fixed-window counter in memory, for the few routes that must be limited per
 * e-mail address as well as per IP (login, registration, forgot and new password).
 * One process serves the app, so memory is the right place.
 *
 * Memory is bounded without ever forgetting a live window: windows are kept in the
 * order they started, so expired ones are swept from the front as time passes; when
 * `maxKeys` live windows exist, a new key is refused until the oldest one ends. A
 * flood of made-up addresses can then delay new visitors by one window at most, but
 * it can never unlock an account that is being guessed at.
 */
export function createRateLimiter(opts: {
  max: number;
  windowMs: number;
  clock: Clock;
  maxKeys?: number;
}) {
  const maxKeys = opts.maxKeys ?? 50_000;
  // Map iteration follows insertion order; a restarted window is deleted and set again,
  // so the first entry is always the oldest window.
  const windows = new Map<string, { start: number; count: number }>();

  function sweep(now: number) {
    for (const [key, w] of windows) {
      if (now - w.start < opts.windowMs) break;
      windows.delete(key);
    }
  }

  return {
    /** Counts a hit; false when the key is over its limit for this window. */
    hit(key: string): boolean {
      const now = opts.clock.now().getTime();
      sweep(now);
      const w = windows.get(key);
      // Only a clock that went back can leave an expired window behind the sweep.
      if (w && now - w.start >= opts.windowMs) windows.delete(key);
      else if (w) {
        w.count += 1;
        return w.count <= opts.max;
      }
      if (windows.size >= maxKeys) return false;
      windows.set(key, { start: now, count: 1 });
      return true;
    },
    /** How many windows are held (for tests and diagnostics). */
    get size() {
      return windows.size;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * One attempt at an account route, counted per IP and, when given, per address:
 * whichever runs out first refuses. The address is counted only after the IP passed,
 * so one client cannot fill the limiter with made-up addresses.
 */
export function allowAttempt(
  limiter: RateLimiter,
  route: string,
  ip: string,
  email?: string,
): boolean {
  if (!limiter.hit(`${route}:ip:${ip}`)) return false;
  return email === undefined || limiter.hit(`${route}:email:${email}`);
}
