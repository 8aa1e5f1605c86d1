import type { TControlType } from '@contract/clinical';
import { formatDecimal, formatFixed as fixed } from '@contract/numbers';

/** '72,5 kg'; null when there is no value. */
export function formatMeasure(value: number | null | undefined, unit?: string): string | null {
  if (value === null || value === undefined) return null;
  const n = formatDecimal(value, 2);
  return unit ? `${n} ${unit}` : n;
}

/** '0,80': a figure always with the same decimals (ratios 2, IMC 1), so a column lines up. */
export function formatFixed(
  value: number | null | undefined,
  digits: 0 | 1 | 2,
  unit?: string,
): string | null {
  if (value === null || value === undefined) return null;
  const n = fixed(value, digits);
  return unit ? `${n} ${unit}` : n;
}

/** The type as a person reads it: 'Offline' and 'Online' are stored; 'Presencial', 'A distancia' said. */
export const typeLabel = (typo: TControlType) =>
  typo === 'Offline' ? 'Presencial' : 'A distancia';
