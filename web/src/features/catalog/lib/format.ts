export { truncate } from '@web/lib/text';

/** Plain text of sanitized HTML, for meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
