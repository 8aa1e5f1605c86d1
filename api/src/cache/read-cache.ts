import { LRUCache } from 'lru-cache';
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
  /**
   * Told what each read did. With 'refresh' comes the refresh itself: it settles once the
   * new answer is stored, or its failure logged (the tests await it).
   */
  observe?: (cache: string, event: ReadCacheEvent, refresh?: Promise<void>) => void;
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
  /** How many answers are kept (a produce running for a missing key holds a place too). */
  size(): number;
}

/** A stored answer; `retryAt` is set when a refresh of it failed (not tried again before). */
interface Entry<V> {
  value: V;
  retryAt?: number;
}

/** What a read hands the fetch it may start (lru-cache's fetch context). */
interface Production<V> {
  produce: () => Promise<V>;
  keep: (v: V) => boolean;
  /** The generation the read began in. */
  startedAt: number;
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
 * lru-cache keeps the answers: `max` entries (the least recently used goes first), `ttl`,
 * one `fetch` per key shared by its concurrent readers, the stale answer kept while it is
 * refreshed and after a failed refresh (`noDeleteOnFetchRejection`). Added here: the stale
 * bound and the retry delay, and the generation: every successful write through this
 * process bumps it and empties the cache (the next read produces), and a produce that began
 * before a write never stores its (possibly older) answer. A write made by another server
 * reaches this one through `invalidateFromElsewhere` (the change bus, on PostgreSQL);
 * `ttlMs` bounds how long a missed notice can leave an answer stale.
 */
export function createReadCache<V = string>(opts: ReadCacheOptions): ReadCache<V> {
  const name = opts.name ?? 'catalog';
  const maxStaleMs = opts.maxStaleMs ?? 5 * 60_000;
  const retryMs = opts.retryMs ?? 5_000;
  const observe = opts.observe ?? (() => undefined);
  const localListeners: (() => void)[] = [];
  const dropListeners: (() => void)[] = [];
  let generation = 0;
  const now = () => opts.clock.now().getTime();

  /** An answer produced but not stored (`keep` refused it, or a write came since): still its readers'. */
  class Unstored extends Error {
    constructor(readonly value: V) {
      super('answer not stored');
    }
  }

  // lru-cache reads a start time of 0 as "no TTL": its clock counts from just before now.
  const origin = now() - 1;
  const lru = new LRUCache<string, Entry<V>, Production<V>>({
    max: opts.maxEntries ?? 500,
    ttl: opts.ttlMs,
    perf: { now: () => now() - origin },
    // The clock read at every look (by default lru-cache keeps it for 1 ms, with a timer).
    ttlResolution: 0,
    // A failed refresh puts the stale answer back instead of dropping it.
    noDeleteOnFetchRejection: true,
    // A write empties the cache, aborting what runs: its readers still get their answer,
    // which lru-cache then does not store (nor does the generation check below).
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const value = await context.produce();
      if (context.startedAt !== generation || !context.keep(value)) throw new Unstored(value);
      return { value };
    },
  });

  const valueOf = (entry: Entry<V> | undefined): V => {
    // Only a fetch told to give up on an abort ends without an answer; none is, here.
    if (entry === undefined) throw new Error(`read cache ${name}: a fetch ended without an answer`);
    return entry.value;
  };
  const unstoredValue = (err: unknown): V => {
    if (err instanceof Unstored) return err.value;
    throw err;
  };

  function drop() {
    generation += 1;
    // Also forgets the running fetches: a reader after a write does not join one from before.
    lru.clear();
    for (const fn of dropListeners) fn();
  }

  /** The background refresh of `held` just started: a failure is logged and retried later. */
  function watch(refresh: Promise<V>, key: string, held: Entry<V>, log: RefreshLog | undefined) {
    return refresh.then(
      () => undefined,
      (err: unknown) => {
        observe(name, 'refreshFailed');
        // Still the answer of this key (no write, no newer one): it keeps serving a while.
        if (lru.peek(key, { allowStale: true }) === held) held.retryAt = now() + retryMs;
        (log ?? console).error(
          { err, cache: name, key },
          'cache refresh failed; the previous answer is served until a retry succeeds',
        );
      },
    );
  }

  return {
    generation: () => generation,
    read(key, produce, { keep = () => true, log } = {}) {
      // The stored answer, stale ones too (and the one a running refresh will replace).
      // lru-cache could serve it itself (allowStale), but knows no stale bound and would
      // not hand over the refresh it starts: it is served from here.
      const held = lru.peek(key, { allowStale: true });
      const age = held === undefined ? Infinity : opts.ttlMs - lru.getRemainingTTL(key);
      const stale = held !== undefined && age > opts.ttlMs && age <= opts.ttlMs + maxStaleMs;
      if (stale && held.retryAt !== undefined && now() < held.retryAt) {
        observe(name, 'stale');
        return Promise.resolve(held.value);
      }
      const status: LRUCache.Status<string, Entry<V>, Production<V>> = {};
      const answer = lru
        .fetch(key, {
          allowStale: false,
          status,
          context: { produce, keep, startedAt: generation },
        })
        .then(valueOf, unstoredValue);
      if (status.fetch === 'hit') {
        observe(name, 'fresh');
        return answer;
      }
      if (!stale) {
        // Missing, or past its stale bound: the reader waits for the produce (maybe running).
        observe(name, 'miss');
        return answer;
      }
      observe(name, 'stale');
      if (status.fetch === 'stale') observe(name, 'refresh', watch(answer, key, held, log));
      // Joined a refresh already running: the read that started it reports its failure.
      else answer.catch(() => undefined);
      return Promise.resolve(held.value);
    },
    get: (key) => lru.peek(key)?.value,
    set(key, value, startedAt) {
      if (startedAt === generation) lru.set(key, { value });
    },
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
    size: () => lru.size,
  };
}
