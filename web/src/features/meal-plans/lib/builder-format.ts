import type { TNutrients } from '@contract/foods';
import { markAgainst, type TargetMark } from '@contract/nutrition';
import { formatKcal, formatQuantity } from '@contract/numbers';

/**
 * Numbers as the builder shows them: kcal whole, grams to one decimal, written by
 * contract/numbers.ts as the client's page and the PDF write them ('1.800 kcal').
 * The arithmetic itself is contract/nutrition.ts; this only words it.
 */

/** '1.800 kcal · P 120 g · C 212,5 g · G 50 g': energy and the three macronutrients. */
export const macrosText = (
  n: Pick<TNutrients, 'kcal' | 'proteinas' | 'carbohidratos' | 'grasas'>,
) =>
  `${formatKcal(n.kcal)} · P ${formatQuantity(n.proteinas, 'g')} · C ${formatQuantity(n.carbohidratos, 'g')} · G ${formatQuantity(n.grasas, 'g')}`;

/** The nutrients a row or a total shows, in the builder's order, with their short names. */
export const MACROS = [
  { key: 'kcal', label: 'Energía', short: 'kcal', unit: 'kcal', decimals: 0 },
  { key: 'proteinas', label: 'Proteínas', short: 'P', unit: 'g', decimals: 1 },
  { key: 'carbohidratos', label: 'Carbohidratos', short: 'C', unit: 'g', decimals: 1 },
  { key: 'grasas', label: 'Grasas', short: 'G', unit: 'g', decimals: 1 },
] as const;
export type TMacroKey = (typeof MACROS)[number]['key'];

/** How a day's total stands against the target, in words: 'Faltan 120 kcal', 'Sobran 8 g'. */
export function gapText(
  value: number,
  target: number,
  unit: string,
  decimals: 0 | 1 = 0,
): { mark: TargetMark; text: string } {
  const mark = markAgainst(value, target);
  const diff = Math.abs(target - value);
  const amount = formatQuantity(diff, unit, decimals);
  if (mark === 'bajo') return { mark, text: `Faltan ${amount}` };
  if (mark === 'alto') return { mark, text: `Sobran ${amount}` };
  return { mark, text: 'En el objetivo' };
}

/** The share of the target reached, for a bar (0-100; past the target it stays full). */
export const reached = (value: number, target: number) =>
  target > 0 ? Math.min(100, Math.round((value / target) * 100)) : 0;
