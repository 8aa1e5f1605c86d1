/**
 * Stored names (avatar lists) and slider links are kept as `text[]` columns; the
 * spec's API carries them as one comma-separated string. These functions are the
 * only place where one becomes the other, at the API edge.
 */

/** Left over by the old browser when it joined a missing value (spec §2). */
const PLACEHOLDERS = new Set(['undefined', 'null']);

/** A comma-separated list of names as an array: trimmed, without empty entries or placeholders, without repeats. */
export function splitNames(list: string | null | undefined): string[] {
  const out: string[] = [];
  for (const raw of (list ?? '').split(',')) {
    const name = raw.trim();
    if (name && !PLACEHOLDERS.has(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

/** The spec's comma-separated string for an answer. */
export function joinList(list: readonly string[]): string {
  return list.join(',');
}

/**
 * Slider links are positional (link i goes with image i), so an empty position in
 * the middle is kept as ''; trailing empty positions carry nothing and are dropped.
 */
export function splitLinks(list: string | null | undefined): string[] {
  const out = (list ?? '').split(',').map((raw) => {
    const link = raw.trim();
    return PLACEHOLDERS.has(link) ? '' : link;
  });
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}
