import type { Clock } from '../clock';

/** What a read did, for the metrics: served fresh, served stale (and refreshed), or produced. */
export type ReadCacheEvent = 'fresh' | 'stale' | 'miss' | 'refresh' | 'refreshFailed';

/** Where a failed background refresh is reported (a request's logger: it carries its id). */
export interface RefreshLog {
  error(obj: object, msg: string): void;
}

export interface ReadCacheOptions {
  /** The cache's name in the metrics ('catalog', 'pages', 'agenda'). */
  name?: string;
  /** How long an answer is served as is; after that it is served while one refresh runs. */
  ttlMs: number;
  clock: Clock;
  /**
   * How long past `ttlMs` an answer may still be served while it is refreshed; older, it
   * is a miss (the reader waits for the new one). Bounds what a long quiet spell serves.
   */
  maxStaleMs?: number;
  /** After a failed refresh, how long the stale answer is served before trying again. */
  retryMs?: number;
  /** The most answers kept: clients choose query strings, so keys must not grow unbounded. */
  maxEntries?: number;
  observe?: (cache: string, event: ReadCacheEvent) => void;
}

export interface ReadCache<V = string> {
  /** Bumped by every write (here or elsewhere): a read records it when it begins. */
  generation(): number;
  /**
   * The answer of `key`: fresh or stale from the cache, or produced (once for every
   * concurrent reader). `keep` says which answers are stored (say, only a complete 200
   * page); `log` reports a failed background refresh.
   */
  read(
    key: string,
    produce: () => Promise<V>,
    options?: { keep?: (v: V) => boolean; log?: RefreshLog },
  ): Promise<V>;
  /** A fresh answer (younger than the TTL), or undefined. */
  get(key: string): V | undefined;
  /** Stores an answer whose read began at generation `startedAt` (unless a write came since). */
  set(key: string, value: V, startedAt: number): void;
  /** A write through this process: emptied at once, and the other servers told. */
  invalidate(): void;
  /** A write made by another server (its notice arrived): emptied, nobody told again. */
  invalidateFromElsewhere(): void;
  /** Called after each local `invalidate` (to tell the other servers). */
  onLocalInvalidate(fn: () => void): void;
  /**
   * A cache of other answers built from this one's data (the pages rendered from the
   * catalog): emptied whenever this one is, by a write here or elsewhere.
   */
  derive<W>(name: string, overrides?: Partial<ReadCacheOptions>): ReadCache<W>;
  /** How many answers are kept. */
  size(): number;
}

interface Entry<V> {
  value: V;
  /** When it was stored (the clock's ms). */
  at: number;
  /** A failed refresh: not tried again before this moment. */
  retryAt?: number;
}

/**
 * Answers of public reads (serialized catalog answers, rendered pages, the calendar's busy
 * hours), kept in memory: they change a few times a week and are read on every page.
 *
 * - Fresh (younger than `ttlMs`): served as is.
 * - Expired (up to `maxStaleMs` more): served at once while ONE background produce per key
 *   refreshes it, so no request waits for a render; a failed refresh is logged, the old
 *   answer keeps serving and is tried again after `retryMs`.
 * - Missing, or older still: produced; concurrent readers of a key share that one produce.
 *
 * Every successful write through this process bumps the generation and empties the cache
 * (the next read produces), and a produce that began before a write never stores its
 * (possibly older) answer. A write made by another server reaches this one through
 * `invalidateFromElsewhere` (the change bus, on PostgreSQL); `ttlMs` bounds how long a
 * missed notice can leave an answer stale.
 */
export function createReadCache<V = string>(opts: ReadCacheOptions): ReadCache<V> {
  const name = opts.name ?? 'catalog';
  const maxStaleMs = opts.maxStaleMs ?? 5 * 60_000;
  const retryMs = opts.retryMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 500;
  const observe = opts.observe ?? (() => undefined);
  const entries = new Map<string, Entry<V>>();
  /** The produce running for a key, started in the current generation. */
  const pending = new Map<string, Promise<V>>();
  const localListeners: (() => void)[] = [];
  const dropListeners: (() => void)[] = [];
  let generation = 0;
  const now = () => opts.clock.now().getTime();

  function drop() {
    generation += 1;
    entries.clear();
    // Readers after a write must not join a produce that began before it.
    pending.clear();
    for (const fn of dropListeners) fn();
  }

  function store(key: string, value: V, startedAt: number) {
    if (startedAt !== generation) return;
    // Re-inserted last, so the first key in the map is the one stored longest ago.
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, at: now() });
  }

  /** The one produce of `key` in this generation: started now, or the one already running. */
  function produceShared(key: string, produce: () => Promise<V>, keep: (v: V) => boolean) {
    const running = pending.get(key);
    if (running) return running;
    const startedAt = generation;
    // Begun on the next tick, so even a produce that throws at once settles the promise
    // after it is registered (and unregistered) as the running one.
    const promise: Promise<V> = Promise.resolve()
      .then(produce)
      .then((value) => {
        if (keep(value)) store(key, value, startedAt);
        return value;
      })
      .finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
      });
    pending.set(key, promise);
    return promise;
  }

  function refreshInBackground(
    key: string,
    entry: Entry<V>,
    produce: () => Promise<V>,
    keep: (v: V) => boolean,
    log: RefreshLog | undefined,
  ) {
    if (pending.has(key) || (entry.retryAt !== undefined && now() < entry.retryAt)) return;
    observe(name, 'refresh');
    produceShared(key, produce, keep).catch((err: unknown) => {
      observe(name, 'refreshFailed');
      // Still the entry of this key (no write, no newer answer): it keeps serving a while.
      if (entries.get(key) === entry) entry.retryAt = now() + retryMs;
      (log ?? console).error(
        { err, cache: name, key },
        'cache refresh failed; the previous answer is served until a retry succeeds',
      );
    });
  }

  return {
    generation: () => generation,
    read(key, produce, options = {}) {
      const keep = options.keep ?? (() => true);
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.at;
        if (age <= opts.ttlMs) {
          observe(name, 'fresh');
          return Promise.resolve(entry.value);
        }
        if (age <= opts.ttlMs + maxStaleMs) {
          observe(name, 'stale');
          refreshInBackground(key, entry, produce, keep, options.log);
          return Promise.resolve(entry.value);
        }
        entries.delete(key);
      }
      observe(name, 'miss');
      return produceShared(key, produce, keep);
    },
    get(key) {
      const e = entries.get(key);
      return e && now() - e.at <= opts.ttlMs ? e.value : undefined;
    },
    set: store,
    invalidate() {
      drop();
      for (const fn of localListeners) fn();
    },
    invalidateFromElsewhere: drop,
    onLocalInvalidate(fn) {
      localListeners.push(fn);
    },
    derive<W>(derivedName: string, overrides: Partial<ReadCacheOptions> = {}) {
      const derived = createReadCache<W>({ ...opts, ...overrides, name: derivedName });
      dropListeners.push(() => derived.invalidateFromElsewhere());
      return derived;
    },
    size: () => entries.size,
  };
}
