import type { Clock } from '../clock';

/**
 * Where fixed-window attempt counts live. One server: memory. Several servers: a place
 * they all reach (PostgreSQL, or Redis when REDIS_URL is set), so ten wrong logins spread
 * over two servers count ten. Chosen in app.ts; the limiter (rate-limiter.ts) does not know
 * which one it has.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /**
   * Counts one hit on `key` and answers how many hits its current window holds, this one
   * included. Infinity: the store cannot hold another window (counts as over any limit).
   * Rejects when the store cannot be reached.
   */
  hit(key: string): Promise<number>;
}

/**
 * Fixed windows in this process's memory (one process serves the app: PGlite).
 *
 * Memory is bounded without ever forgetting a live window: windows are kept in the
 * order they started, so expired ones are swept from the front as time passes; when
 * `maxKeys` live windows exist, a new key is refused until the oldest one ends. A
 * flood of made-up addresses can then delay new visitors by one window at most, but
 * it can never unlock an account that is being guessed at.
 */
export function createMemoryRateLimitStore(opts: {
  windowMs: number;
  clock: Clock;
  maxKeys?: number;
}): RateLimitStore & { readonly size: number } {
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

  function hit(key: string): number {
    const now = opts.clock.now().getTime();
    sweep(now);
    const w = windows.get(key);
    // Only a clock that went back can leave an expired window behind the sweep.
    if (w && now - w.start >= opts.windowMs) windows.delete(key);
    else if (w) return (w.count += 1);
    if (windows.size >= maxKeys) return Infinity;
    windows.set(key, { start: now, count: 1 });
    return 1;
  }

  return {
    kind: 'memory',
    hit: async (key) => hit(key),
    /** How many windows are held (for tests and diagnostics). */
    get size() {
      return windows.size;
    },
  };
}

export interface StoreLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * A shared store that falls back to this process's own memory while it cannot be reached
 * (Redis down, PostgreSQL restarting): never open, never locked. Failing open would leave
 * logins unlimited for as long as an attacker can keep the store busy; failing closed
 * would lock every client out of their account because of an outage that is ours. Each
 * server then limits on its own, which is at most (servers x max) attempts a window, still
 * a limit. The switch is logged once each way, not on every request.
 */
export function withLocalFallback(
  shared: RateLimitStore,
  local: RateLimitStore,
  log: StoreLog,
): RateLimitStore {
  let failing = false;
  return {
    kind: shared.kind,
    async hit(key) {
      try {
        const count = await shared.hit(key);
        if (failing) {
          failing = false;
          log.info({ store: shared.kind }, 'shared rate-limit store answers again');
        }
        return count;
      } catch (err) {
        if (!failing) {
          failing = true;
          log.warn(
            { err, store: shared.kind },
            'shared rate-limit store unreachable: counting in this process until it answers',
          );
        }
        return local.hit(key);
      }
    },
  };
}
