/**
 * Numbers as Uruguay writes them (es-UY): thousands with a dot, decimals with a comma
 * ('1.800', '1.451,5'). The one home of how a number is shown: kcal, grams and kilos,
 * percentages, measures and file sizes, on the web, in the PDF, in mails and the CLI
 * alike, so one number reads the same everywhere. Money (with '$U') is money.ts, built on
 * `formatFixed`.
 *
 * Written out rather than with Intl.NumberFormat (as money.ts explains): creating one
 * loads the locale's number data, tens of milliseconds on a phone's first paint, and a
 * browser without es-UY data would write '1800' or '1,800'. What is not a number (null,
 * undefined, NaN, Infinity) is shown as NO_NUMBER.
 */

/** What is shown for a missing or impossible number. */
export const NO_NUMBER = '—';

/** A number that may be missing, as data arrives. */
export type Shown = number | null | undefined;

/** How many decimals a number is shown with (at most, or exactly). */
export type Decimals = 0 | 1 | 2 | 3;

const isNumber = (value: Shown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Rounded half away from zero to `decimals`, on the decimal digits (not the binary ones:
 * 1.005 to 2 decimals is 1,01, as a person rounds it).
 */
function rounded(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = Math.round(Number(`${Math.abs(value)}e${decimals}`)) / f;
  return Number.isFinite(r) ? r : Math.round(Math.abs(value) * f) / f;
}

/** The digits of a non-negative number: '1.234.567' and, when asked, ',89'. */
function digits(abs: number, decimals: number): { whole: string; part: string } {
  const [whole = '0', part = ''] = abs.toFixed(decimals).split('.');
  return { whole: whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.'), part };
}

/**
 * Exactly `decimals` decimals, so a column lines up: 0.8 -> '0,80' (2); 1800 -> '1.800'
 * (0); -1500.5 -> '-1.500,50' (2). A negative that rounds to zero is '0'.
 */
export function formatFixed(value: Shown, decimals: Decimals | number = 0): string {
  if (!isNumber(value)) return NO_NUMBER;
  const { whole, part } = digits(rounded(value, decimals), decimals);
  const sign = value < 0 && /[1-9]/.test(whole + part) ? '-' : '';
  return part ? `${sign}${whole},${part}` : `${sign}${whole}`;
}

/**
 * At most `decimals` decimals, none when whole: 1451.5 -> '1.451,5'; 1800 -> '1.800';
 * 12345.678 -> '12.345,7' (1) or '12.345,68' (2); 72.50 -> '72,5'.
 */
export function formatDecimal(value: Shown, decimals: Decimals = 1): string {
  const text = formatFixed(value, decimals);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** A number and its unit: '72,5 kg', '10,2 g', '170 cm'; NO_NUMBER alone when there is none. */
export function formatQuantity(value: Shown, unit: string, decimals: Decimals = 1): string {
  return isNumber(value) ? `${formatDecimal(value, decimals)} ${unit}` : NO_NUMBER;
}

/** Energy, whole: 1800 -> '1.800 kcal'; 1451.5 -> '1.452 kcal'. */
export const formatKcal = (value: Shown): string => formatQuantity(value, 'kcal', 0);

/**
 * A weight of food: '120 g'; under 10 g with one decimal ('7,5 g'); from a kilo up in
 * kilos with up to two ('1,5 kg', '1,35 kg'), as a shopping list says it.
 */
export function formatGrams(value: Shown): string {
  if (!isNumber(value)) return NO_NUMBER;
  const abs = Math.abs(value);
  if (abs >= 1000) return formatQuantity(value / 1000, 'kg', 2);
  return formatQuantity(value, 'g', abs < 10 ? 1 : 0);
}

/** A percentage, with the space Spanish puts before '%': 50 -> '50 %'; 12.5 -> '12,5 %' (1). */
export const formatPercent = (value: Shown, decimals: Decimals = 0): string =>
  formatQuantity(value, '%', decimals);

/**
 * A file's size: '850 KB', '3,2 MB', '1,4 GB' (powers of 1000, as phones and file managers
 * count them; one decimal from a megabyte up). Each unit ends where its rounding would
 * write 1000 ('1000 KB', '1000,0 MB'): the next one takes over.
 */
export function formatFileSize(bytes: Shown): string {
  if (!isNumber(bytes)) return NO_NUMBER;
  if (bytes < 999_500) return `${formatFixed(Math.max(1, Math.round(bytes / 1000)))} KB`;
  if (bytes < 999_950_000) return `${formatFixed(bytes / 1_000_000, 1)} MB`;
  return `${formatFixed(bytes / 1_000_000_000, 1)} GB`;
}

/**
 * A count and its noun, singular for one and plural otherwise, never 'día(s)':
 * (1, 'día', 'días') -> '1 día'; (3, 'día', 'días') -> '3 días'; (1.5, ...) -> '1,5 días'.
 */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatDecimal(count, 2)} ${count === 1 ? one : many}`;
}
