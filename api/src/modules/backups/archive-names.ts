import { montevideoDay, montevideoInstant, montevideoTime } from '@contract/time';

/**
 * Archive file names carry the instant they were made (UTC, to the second), so a folder
 * or a bucket listing sorts by age and retention needs no other record:
 * `copia-2026-11-26T03-00-00Z.tar.gz.cifrada`, with `-2`, `-3`... when two share a second.
 * Encrypted archives (issue 33) end in `.cifrada`, which no program takes for a gzip it
 * could open; those made before end in `.tar.gz`, and are still dated, kept and pruned.
 */
const PREFIX = 'copia-';
export const ARCHIVE_SUFFIX = '.tar.gz.cifrada';
const NAME =
  /^copia-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?\.tar\.gz(?:\.cifrada)?$/;

export function archiveName(at: Date, attempt = 1): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${PREFIX}${stamp}Z${attempt > 1 ? `-${attempt}` : ''}${ARCHIVE_SUFFIX}`;
}

/** When an archive of ours was made (and which of that second's), from its name. */
function parseName(name: string): { at: Date; attempt: number } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const at = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return Number.isNaN(at.getTime()) ? null : { at, attempt: Number(m[7] ?? 1) };
}

/** When an archive of ours was made, from its name; null for any other file. */
export function archiveTime(name: string): Date | null {
  return parseName(name)?.at ?? null;
}

/** The Monday (Montevideo) of an instant's week: the week's key, as ISO weeks start. */
function weekOf(at: Date): string {
  const c = montevideoTime(at);
  return montevideoDay(montevideoInstant(c.year, c.month, c.day - ((c.weekday + 6) % 7), 12));
}

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

/**
 * Which archives to keep, as restic's `--keep-daily 7 --keep-weekly 4` does: the newest
 * archive of each of the 7 most recent Montevideo days that have one, and the newest of
 * each of the 4 most recent weeks (Monday to Sunday) that have one. Counting days that
 * have an archive, not calendar days, means a server that was off for two weeks still
 * keeps its last seven, never deletes down to nothing. Names that are not archives of
 * ours are never touched.
 */
export function archivesToKeep(names: readonly string[]): Set<string> {
  const dated = names
    .flatMap((name) => {
      const parsed = parseName(name);
      return parsed ? [{ name, ...parsed }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.attempt - a.attempt);
  const keep = new Set<string>();
  const pick = (key: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const a of dated) {
      const k = key(a.at);
      if (seen.has(k)) continue;
      if (seen.size === count) break;
      seen.add(k);
      keep.add(a.name);
    }
  };
  pick(montevideoDay, KEEP_DAILY);
  pick(weekOf, KEEP_WEEKLY);
  return keep;
}

/** The archives of ours among `names` that retention lets go. */
export function archivesToPrune(names: readonly string[]): string[] {
  const keep = archivesToKeep(names);
  return names.filter((n) => archiveTime(n) !== null && !keep.has(n));
}
