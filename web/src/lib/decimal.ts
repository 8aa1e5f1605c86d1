import { parseDecimal } from '@contract/common';

/**
 * Decimal numbers as people in Uruguay type them: '72,5' (the decimal comma) or '72.5'
 * (a phone's decimal pad) are both 72.5. The field keeps the text as typed (DecimalInput);
 * these turn it into what is sent and back. The server reads both separators too
 * (contract/common.ts parseDecimal), so a number never depends on the keyboard.
 */

/** What a typed decimal sends: '72,5' -> '72.5', '72,' -> '72', '' -> ''; other text as typed. */
export function decimalText(typed: string): string {
  const text = typed.trim().replace(/[.,]$/, '');
  const normal = text.replace(',', '.');
  return Number.isFinite(parseDecimal(normal)) ? normal : text;
}

/** The number a typed decimal means, or null when empty or not a number. */
export function decimalValue(typed: string): number | null {
  const text = decimalText(typed);
  if (text === '') return null;
  const n = parseDecimal(text);
  return Number.isFinite(n) ? n : null;
}

/** A stored number as a field shows it: 72.5 -> '72,5'; null or undefined -> ''. */
export function decimalShown(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return String(value).replace('.', ',');
}
