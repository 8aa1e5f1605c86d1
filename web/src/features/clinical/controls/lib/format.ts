import type { TControlType } from '@contract/clinical';

const number = new Intl.NumberFormat('es-UY', { maximumFractionDigits: 2 });
const fixed = [0, 1, 2].map(
  (d) => new Intl.NumberFormat('es-UY', { minimumFractionDigits: d, maximumFractionDigits: d }),
);

/** '72,5 kg'; null when there is no value. */
export function formatMeasure(value: number | null | undefined, unit?: string): string | null {
  if (value === null || value === undefined) return null;
  const n = number.format(value);
  return unit ? `${n} ${unit}` : n;
}

/** '0,80': a figure always with the same decimals (ratios 2, IMC 1), so a column lines up. */
export function formatFixed(
  value: number | null | undefined,
  digits: 0 | 1 | 2,
  unit?: string,
): string | null {
  if (value === null || value === undefined) return null;
  const n = fixed[digits]!.format(value);
  return unit ? `${n} ${unit}` : n;
}

/** The type as a person reads it: 'Offline' is stored, 'Presencial' is said. */
export const typeLabel = (typo: TControlType) => (typo === 'Offline' ? 'Presencial' : 'Online');
