/** Display helpers for the back office lists (Uruguayan Spanish). */

/** The public watch address of a stored YouTube id. */
export const youtubeUrl = (id: string) =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** The names of a comma-separated avatar list, without blanks or the old 'undefined' entries. */
export function avatarNames(avatar: string | null | undefined): string[] {
  return (avatar ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== 'undefined' && s !== 'null');
}
