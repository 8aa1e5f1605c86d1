/**
 * How many stored names each kind of record keeps. A user has one photo, so a new
 * upload replaces it; content, sliders and product files keep a small gallery.
 */
export const MAX_STORED_NAMES = {
  user: 1,
  content: 10,
  slider: 10,
  productFile: 10,
  /** Control photos (private). */
  control: 10,
} as const;

export interface MergedNames {
  /** The record's list after the edit. */
  list: string[];
  /**
   * Names the record had, or that were just uploaded, and are no longer listed:
   * remove them from storage once the database write has succeeded.
   */
  dropped: string[];
}

/**
 * The one rule every resource follows when a write carries names and uploads:
 * - kept: the request's list restricted to names the record already has, in the
 *   request's order (a client cannot point a record at files it does not own);
 *   when the request sends no list, the current list as it is;
 * - then the new uploads, in the order they came;
 * - capped at `max`, keeping the newest (the last ones).
 */
export function mergeNames(
  current: readonly string[],
  requested: readonly string[] | undefined,
  uploaded: readonly string[],
  max: number,
): MergedNames {
  const have = new Set(current);
  const kept = requested === undefined ? current : requested.filter((n) => have.has(n));
  const all = [...new Set([...kept, ...uploaded])];
  const list = all.slice(Math.max(0, all.length - Math.max(0, max)));
  const listed = new Set(list);
  const dropped = [...new Set([...current, ...uploaded])].filter((n) => !listed.has(n));
  return { list, dropped };
}
