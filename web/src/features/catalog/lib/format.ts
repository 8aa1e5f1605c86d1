/** A plan's duration (DECISIONS §6): '1 mes', '2 meses'. */
export const monthsText = (months: number) => (months === 1 ? '1 mes' : `${months} meses`);

/** The first `max` characters and an ellipsis, as the old cards did (spec §9). */
export function truncate(text: string, max: number): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

/** Plain text of sanitized HTML, for meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
