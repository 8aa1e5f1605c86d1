/**
 * Pesos as a person in Uruguay reads them, with '$U' (never mistaken for dollars), as
 * the server's mails and CSV write them. The one place the web formats an amount.
 */
import { formatAmount } from '@contract/money';

function amount(value: string | number): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A price: '1500.00' -> '$U 1.500'; '1500.5' -> '$U 1.500,50'; not a number -> '—'. */
export function formatPesos(value: string | number): string {
  const n = amount(value);
  return n === null ? '—' : `$U ${formatAmount(n, Number.isInteger(n) ? 0 : 2)}`;
}

/**
 * An amount charged, as a receipt writes it, always with its cents: '1500.00' ->
 * '$U 1.500,00'. For sales. A no-break space keeps '$U' on the amount's line.
 */
export function formatMoney(value: string | number): string {
  const n = amount(value);
  return n === null ? '—' : `$U\u00a0${formatAmount(n, 2)}`;
}
