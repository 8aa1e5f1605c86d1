import type { Clock } from '../../clock';

/**
 * Serialized answers of the public catalog reads, kept in memory: the catalog changes
 * a few times a week and is read on every page. Every successful write through this
 * process bumps the generation and empties the cache; a read that began before a
 * write never stores its (possibly older) answer. A write made by another server
 * reaches this one through `invalidateFromElsewhere` (the change bus, on PostgreSQL);
 * `ttlMs` bounds how long a missed notice can leave an answer stale.
 */
export function createReadCache(opts: { ttlMs: number; clock: Clock }) {
  const entries = new Map<string, { body: string; at: number }>();
  const listeners: (() => void)[] = [];
  let generation = 0;
  function drop() {
    generation += 1;
    entries.clear();
  }
  return {
    generation: () => generation,
    get(key: string): string | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (opts.clock.now().getTime() - e.at > opts.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return e.body;
    },
    set(key: string, body: string, startedAt: number) {
      if (startedAt !== generation) return;
      if (entries.size > 500) entries.clear();
      entries.set(key, { body, at: opts.clock.now().getTime() });
    },
    /** A write through this process: emptied at once, and the other servers told. */
    invalidate() {
      drop();
      for (const fn of listeners) fn();
    },
    /** A write made by another server (its notice arrived): emptied, nobody told again. */
    invalidateFromElsewhere: drop,
    /** Called after each local `invalidate` (to tell the other servers). */
    onLocalInvalidate(fn: () => void) {
      listeners.push(fn);
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
