import type { Clock } from '../../clock';

/**
 * Serialized answers of the public catalog reads, kept in memory: the catalog changes
 * a few times a week and is read on every page. Every successful write through this
 * process bumps the generation and empties the cache; a read that began before a
 * write never stores its (possibly older) answer. Other processes sharing a
 * PostgreSQL server see a write within `ttlMs`.
 */
export function createReadCache(opts: { ttlMs: number; clock: Clock }) {
  const entries = new Map<string, { body: string; at: number }>();
  let generation = 0;
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
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
