export { truncate } from '@web/lib/text';

/** Plain text of sanitized HTML, for meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The purchased plan page's heading (DECISIONS §6): 'Compraste el plan Descenso de peso';
 * a title that already says 'Plan' keeps its own word ('Compraste el Plan Online'), never
 * 'el plan Plan Online'.
 */
export const purchasedPlanTitle = (title: string): string =>
  /^plan(?![\p{L}\p{N}])/iu.test(title.trim())
    ? `Compraste el ${title.trim()}`
    : `Compraste el plan ${title.trim()}`;
