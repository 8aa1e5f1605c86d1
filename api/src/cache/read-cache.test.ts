import { describe, expect, it } from 'vitest';
import { createReadCache, type ReadCacheEvent, type RefreshLog } from './read-cache';

/** A clock the test moves, as the harness's. */
function testClock() {
  let t = 0;
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

/** A produce the test settles by hand, counting how often it was called. */
function controlledProduce<V>() {
  const calls: { resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  const produce = () =>
    new Promise<V>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { produce, calls };
}

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  const log: RefreshLog = { error: (obj, msg) => lines.push({ obj, msg }) };
  return { log, lines };
}

function setup(overrides: { maxStaleMs?: number; retryMs?: number; maxEntries?: number } = {}) {
  const clock = testClock();
  const events: ReadCacheEvent[] = [];
  /** Each background refresh, in order: awaited, it has stored its answer or logged its failure. */
  const refreshes: Promise<void>[] = [];
  const cache = createReadCache({
    ttlMs: 30_000,
    clock,
    observe: (_name, e, refresh) => {
      events.push(e);
      if (refresh) refreshes.push(refresh);
    },
    ...overrides,
  });
  return { clock, cache, events, refreshes };
}

describe('read cache: fresh answers and writes', () => {
  it('serves what was stored until a write invalidates it', () => {
    const { cache } = setup();
    cache.set('plans', '{"planes":[]}', cache.generation());
    expect(cache.get('plans')).toBe('{"planes":[]}');
    cache.invalidate();
    expect(cache.get('plans')).toBeUndefined();
  });

  it('does not store an answer whose read began before a write', () => {
    const { cache } = setup();
    const startedAt = cache.generation();
    cache.invalidate();
    cache.set('plans', 'old', startedAt);
    expect(cache.get('plans')).toBeUndefined();
  });

  it('a write empties it at once: the next read produces, even within the TTL', async () => {
    const { cache } = setup();
    let n = 0;
    const produce = async () => `v${++n}`;
    expect(await cache.read('k', produce)).toBe('v1');
    expect(await cache.read('k', produce)).toBe('v1');
    cache.invalidate();
    expect(await cache.read('k', produce)).toBe('v2');
  });

  it('a write elsewhere empties it too, without telling anyone again', async () => {
    const { cache } = setup();
    let told = 0;
    cache.onLocalInvalidate(() => (told += 1));
    await cache.read('k', async () => 'a');
    cache.invalidateFromElsewhere();
    expect(cache.get('k')).toBeUndefined();
    expect(told).toBe(0);
    cache.invalidate();
    expect(told).toBe(1);
  });

  it('a produce that began before a write never stores its answer', async () => {
    const { cache } = setup();
    const { produce, calls } = controlledProduce<string>();
    const before = cache.read('k', produce);
    expect(calls).toHaveLength(1);
    cache.invalidate();
    calls[0]!.resolve('old');
    // Its own reader gets it (it asked before the write), nobody after.
    expect(await before).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });

  it('a write made as a produce starts (before its first await) keeps its answer out too', async () => {
    const { cache } = setup();
    const writing = () => {
      cache.invalidate();
      return Promise.resolve('old');
    };
    expect(await cache.read('k', writing)).toBe('old');
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores only the answers `keep` accepts', async () => {
    const cache = createReadCache<{ status: number; n: number }>({
      ttlMs: 30_000,
      clock: testClock(),
    });
    let n = 0;
    const produce = async () => ({ status: 404, n: ++n });
    const keep = (v: { status: number }) => v.status === 200;
    expect((await cache.read('k', produce, { keep })).n).toBe(1);
    expect((await cache.read('k', produce, { keep })).n).toBe(2);
  });

  it('keeps at most maxEntries answers, dropping the one read longest ago', async () => {
    const { cache } = setup({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c', 'd']) await cache.read(k, async () => k);
    expect(cache.size()).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')).toBe('d');
    // 'b' is read again, so 'c' is the one to go next.
    await cache.read('b', async () => 'not produced');
    await cache.read('e', async () => 'e');
    expect([cache.get('b'), cache.get('c'), cache.size()]).toEqual(['b', undefined, 3]);
  });
});

describe('read cache: concurrent misses share one produce', () => {
  it('every reader of a missing key waits for the same produce', async () => {
    const { cache, events } = setup();
    const { produce, calls } = controlledProduce<string>();
    const readers = [cache.read('k', produce), cache.read('k', produce), cache.read('k', produce)];
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('one');
    expect(await Promise.all(readers)).toEqual(['one', 'one', 'one']);
    expect(events).toEqual(['miss', 'miss', 'miss']);
  });

  it('a failed produce fails its readers and is not kept: the next read tries again', async () => {
    const { cache } = setup();
    const { produce, calls } = controlledProduce<string>();
    const readers = [cache.read('k', produce), cache.read('k', produce)];
    expect(calls).toHaveLength(1);
    calls[0]!.reject(new Error('db down'));
    for (const r of readers) await expect(r).rejects.toThrow('db down');
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('after a write, a reader does not join the produce that began before it', async () => {
    const { cache } = setup();
    const { produce, calls } = controlledProduce<string>();
    const before = cache.read('k', produce);
    cache.invalidate();
    const after = cache.read('k', produce);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('new');
    calls[0]!.resolve('old');
    expect(await after).toBe('new');
    expect(await before).toBe('old');
    expect(cache.get('k')).toBe('new');
  });

  it('a produce that throws at once is a failed read, not a crash', async () => {
    const { cache } = setup();
    const broken = (): Promise<string> => {
      throw new Error('sync bug');
    };
    await expect(cache.read('k', broken)).rejects.toThrow('sync bug');
    expect(await cache.read('k', async () => 'ok')).toBe('ok');
  });
});

describe('read cache: an expired answer is served while one refresh runs', () => {
  it('serves the old answer at once, refreshes it once, then serves the new one', async () => {
    const { cache, clock, events, refreshes } = setup();
    await cache.read('k', async () => 'old');
    clock.advance(30_001);
    const { produce, calls } = controlledProduce<string>();
    // Three readers of the expired entry: all answered at once, one refresh between them.
    expect(await cache.read('k', produce)).toBe('old');
    expect(await cache.read('k', produce)).toBe('old');
    expect(await cache.read('k', produce)).toBe('old');
    expect(calls).toHaveLength(1);
    expect(refreshes).toHaveLength(1);
    calls[0]!.resolve('new');
    await refreshes[0];
    expect(await cache.read('k', produce)).toBe('new');
    expect(events).toEqual(['miss', 'stale', 'refresh', 'stale', 'stale', 'fresh']);
    // Fresh again for a whole TTL.
    clock.advance(30_000);
    expect(cache.get('k')).toBe('new');
  });

  it('a failed refresh is logged, the old answer keeps serving, and it is retried later', async () => {
    const { cache, clock, events, refreshes } = setup({ retryMs: 5_000 });
    const { log, lines } = recordingLog();
    await cache.read('k', async () => 'old');
    clock.advance(31_000);
    let attempts = 0;
    const failing = async (): Promise<string> => {
      attempts += 1;
      throw new Error('render bug');
    };
    expect(await cache.read('k', failing, { log })).toBe('old');
    await refreshes[0];
    expect(attempts).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toContain('cache refresh failed');
    expect(lines[0]!.obj).toMatchObject({ key: 'k' });
    // Within the retry delay: served, not tried again.
    clock.advance(4_000);
    expect(await cache.read('k', failing, { log })).toBe('old');
    expect([attempts, refreshes.length]).toEqual([1, 1]);
    // After it: tried again, and this time it works.
    clock.advance(1_001);
    expect(await cache.read('k', async () => 'new', { log })).toBe('old');
    expect(refreshes).toHaveLength(2);
    await refreshes[1];
    expect(await cache.read('k', failing, { log })).toBe('new');
    expect(events.filter((e) => e === 'refreshFailed')).toHaveLength(1);
  });

  it('a refresh that began before a write does not store, and the write is seen at once', async () => {
    const { cache, clock, refreshes } = setup();
    await cache.read('k', async () => 'old');
    clock.advance(31_000);
    const { produce, calls } = controlledProduce<string>();
    expect(await cache.read('k', produce)).toBe('old');
    expect(calls).toHaveLength(1);
    cache.invalidate();
    // Not served stale after the write: a miss, produced anew.
    expect(await cache.read('k', async () => 'after write')).toBe('after write');
    calls[0]!.resolve('before write');
    await refreshes[0];
    expect(cache.get('k')).toBe('after write');
  });

  it('a reader of a key being refreshed after its stale bound waits for that one refresh', async () => {
    const { cache, clock } = setup({ maxStaleMs: 60_000 });
    await cache.read('k', async () => 'old');
    clock.advance(31_000);
    const { produce, calls } = controlledProduce<string>();
    expect(await cache.read('k', produce)).toBe('old');
    // The refresh is slow; meanwhile the entry passes its stale bound.
    clock.advance(60_000);
    const waiting = cache.read('k', produce);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('new');
    expect(await waiting).toBe('new');
  });

  it('an answer older than its stale bound is not served: the reader waits for a new one', async () => {
    const { cache, clock, events } = setup({ maxStaleMs: 60_000 });
    await cache.read('k', async () => 'old');
    clock.advance(30_000 + 60_001);
    expect(await cache.read('k', async () => 'new')).toBe('new');
    expect(events).toEqual(['miss', 'miss']);
  });
});

describe('read cache: derived caches', () => {
  it('a derived cache (pages from the catalog) is emptied by every write to its source', async () => {
    const { cache } = setup();
    const pages = cache.derive<{ html: string }>('pages');
    await pages.read('home', async () => ({ html: 'a' }));
    cache.invalidate();
    expect(pages.get('home')).toBeUndefined();
    await pages.read('home', async () => ({ html: 'b' }));
    cache.invalidateFromElsewhere();
    expect(pages.get('home')).toBeUndefined();
    // Its own writes do not empty the source.
    await cache.read('plans', async () => 'p');
    pages.invalidate();
    expect(cache.get('plans')).toBe('p');
  });

  it('a page render that began before a catalog write does not store its page', async () => {
    const { cache } = setup();
    const pages = cache.derive<string>('pages');
    const { produce, calls } = controlledProduce<string>();
    const rendering = pages.read('home', produce);
    expect(calls).toHaveLength(1);
    cache.invalidate();
    calls[0]!.resolve('page of the old catalog');
    await rendering;
    expect(pages.get('home')).toBeUndefined();
  });
});
