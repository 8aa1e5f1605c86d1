/** Display helpers for the back office lists (Uruguayan Spanish). */

function money(value: string | number, currency: 'UYU' | 'USD'): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '—';
  const whole = Number.isInteger(n);
  return new Intl.NumberFormat('es-UY', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(n);
}

/** '3900.00' -> '$ 3.900'. */
export const formatPesos = (value: string | number) => money(value, 'UYU');

/** '20.50' -> 'US$ 20,50'. */
export const formatDollars = (value: string | number) => money(value, 'USD');

export { truncate } from '../../../../lib/text';

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
