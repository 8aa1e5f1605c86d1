import type { Clock } from '../clock';

/**
 * Fixed-window counter in memory, for the few routes that must be limited per
 * e-mail address as well as per IP (login, registration, forgot-password).
 * One process serves the app, so memory is the right place.
 */
export function createRateLimiter(opts: { max: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a hit; false when the key is over its limit for this window. */
    hit(key: string): boolean {
      const now = opts.clock.now().getTime();
      const w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        if (windows.size > 50_000) windows.clear();
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= opts.max;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
