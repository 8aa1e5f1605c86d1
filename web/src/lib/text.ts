/**
 * At most `max` characters, with an ellipsis when cut (spec §9 truncation). Counted
 * in characters as a person sees them, so an emoji is never split in half.
 */
export function truncate(text: string, max: number): string {
  const t = text.trim();
  const chars = Array.from(t);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : t;
}
