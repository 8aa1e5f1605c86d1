/** Every usable name of a comma-separated avatar list, in order (a literal 'undefined' is skipped). */
export function imagesOf(avatar: string | null | undefined): string[] {
  return (avatar ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== 'undefined' && s !== 'null');
}
