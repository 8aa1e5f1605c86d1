const whole = new Intl.NumberFormat('es-UY', {
  style: 'currency',
  currency: 'UYU',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('es-UY', {
  style: 'currency',
  currency: 'UYU',
  minimumFractionDigits: 2,
});

/** '3900.00' -> '$ 3.900'; cents only when there are some ('$ 3.900,50'). */
export function formatPesos(money: string): string {
  const n = Number(money);
  if (!Number.isFinite(n)) return money;
  return (Number.isInteger(n) ? whole : cents).format(n);
}

export { truncate } from '../../../lib/text';

/** Plain text of sanitized HTML, for meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
