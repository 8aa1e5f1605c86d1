import { formatFixed } from './numbers';

/**
 * Amounts as Uruguay writes them, the one place that formats money (and counts): the
 * web, and the server's mails and CSV, write the same text. The digits themselves are
 * numbers.ts's, the one home of how a number is shown.
 */

/** An amount: thousands with a dot, decimals with a comma ('1.500', '1.234.567,89'). */
export const formatAmount = (value: number, fractions: 0 | 2): string =>
  formatFixed(value, fractions);

/** A count, grouped as Uruguay groups thousands: 5000 -> '5.000'. */
export const formatNumber = (count: number) => formatAmount(count, 0);

/** Amounts travel as numeric strings ('1500.00'); anything else is not an amount. */
function amount(value: string | number): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A price with '$U', the peso sign Uruguayans write (never mistaken for dollars), cents
 * only when there are some: '1500.00' -> '$U 1.500'; '1500.5' -> '$U 1.500,50'; '—' when
 * it is not a number.
 */
export function formatPesos(value: string | number): string {
  const n = amount(value);
  return n === null ? '—' : `$U ${formatAmount(n, Number.isInteger(n) ? 0 : 2)}`;
}

/**
 * An amount charged, as a receipt writes it, always with its cents: '1500.00' ->
 * '$U 1.500,00'. On a page a no-break space keeps '$U' on the amount's line; a mail's
 * subject and plain text keep an ordinary space, which every mail client shows alike.
 */
export function formatMoney(value: string | number, space: ' ' | '\u00a0' = '\u00a0'): string {
  const n = amount(value);
  return n === null ? '—' : `$U${space}${formatAmount(n, 2)}`;
}
