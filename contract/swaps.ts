import type { TNutrients } from './foods';
import { GRAMS } from './meal-plans-text';
import type { TPlanFood } from './meal-plans';
import { nutrientsIn } from './nutrition';
import { formatPercent } from './numbers';

/**
 * 'Cambiar por…' in the meal-plan builder (issue 35): what a food of a plan can be swapped
 * for. Foods of the same group, each in the amount that brings the item's energy, said the
 * way she writes a portion (a household measure to the half, else grams), and only those
 * that really land within ±10 % of it once rounded. Best first: the closest in protein,
 * carbohydrates and fat at that amount. Pure, like the rest of the plans' arithmetic
 * (nutrition.ts).
 */

/** How far an option's energy may be from the item's: ±10 %. */
export const SWAP_TOLERANCE = 0.1;

/**
 * A measure is counted to the half, from ½ up to 8 of them: 'eleven and a half spoons'
 * is no way to write a portion (grams say it better).
 */
const MIN_COUNT = 0.5;
const MAX_COUNT = 8;

/**
 * Cooked or raw, as the name says ('Arroz blanco cocido', 'Zanahoria cruda'); null when it
 * does not say. Cooked rice is not swapped for raw rice: the group is the same, the dish not.
 */
function stateOf(name: string): 'cocido' | 'crudo' | null {
  const n = name.toLowerCase();
  // A flour or a starch is an ingredient, eaten only once cooked into something: raw.
  if (/\bcrud[oa]s?\b/.test(n) || /^(harina|fecula|fécula|almidon|almidón|maicena)\b/.test(n))
    return 'crudo';
  if (/\b(cocid[oa]s?|hervid[oa]s?|al horno|asad[oa]s?|a la plancha|frit[oa]s?)\b/.test(n))
    return 'cocido';
  return null;
}

const sameState = (a: TPlanFood, b: TPlanFood) => {
  const x = stateOf(a.name);
  const y = stateOf(b.name);
  return x === null || y === null || x === y;
};

export interface SwapOption {
  food: TPlanFood;
  /** A count of `unit`, or grams when `unit` is GRAMS. */
  amount: number;
  unit: string;
  grams: number;
  kcal: number;
  /** Its energy against the item's, in percent: +4 is 4 % more. */
  diffPct: number;
  nutrients: TNutrients;
}

/**
 * The amount that brings `target` kcal in a food, said as she would write it, or null when
 * none lands within the tolerance. The exchange lists (exchanges.ts) say their portions so too.
 */
export function matchedPortion(
  food: TPlanFood,
  target: number,
): Pick<SwapOption, 'amount' | 'unit' | 'grams'> | null {
  const exact = target / (food.kcal / 100);
  const off = (grams: number) => Math.abs(food.kcal * (grams / 100) - target);
  const within = (grams: number) => off(grams) <= target * SWAP_TOLERANCE;

  let best: { amount: number; unit: string; grams: number } | null = null;
  for (const m of food.measures) {
    if (m.grams <= 0) continue;
    const count = Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.round((exact / m.grams) * 2) / 2));
    const grams = count * m.grams;
    if (!best || off(grams) < off(best.grams)) best = { amount: count, unit: m.name, grams };
  }
  if (best && within(best.grams)) return best;

  // No measure lands close enough: grams, to 5 g (to 1 g for a small amount).
  const step = exact < 20 ? 1 : 5;
  const grams = Math.max(step, Math.round(exact / step) * step);
  return within(grams) ? { amount: grams, unit: GRAMS, grams } : null;
}

/** Protein, carbohydrates and fat apart, in grams: how far two portions' profiles are. */
const macroDistance = (a: TNutrients, b: TNutrients) =>
  Math.abs(a.proteinas - b.proteinas) +
  Math.abs(a.carbohidratos - b.carbohidratos) +
  Math.abs(a.grasas - b.grasas);

/**
 * What `item` (a food in so many grams) can be swapped for among `foods`: foods of its
 * group with energy (water cannot match any), in the same state (cooked, raw), not itself, each in the amount that brings
 * the item's energy, within ±10 %; best first (closest macros, then closest energy, then
 * by name), at most `limit`. Nothing for an item without energy.
 */
export function swapOptions(
  item: { food: TPlanFood; grams: number },
  foods: readonly TPlanFood[],
  limit = 12,
): SwapOption[] {
  const own = nutrientsIn(item.food, item.grams);
  const target = own.kcal;
  if (!(target > 0)) return [];
  const seen = new Set<string>([item.food._id]);
  const options: (SwapOption & { distance: number })[] = [];
  for (const food of foods) {
    if (seen.has(food._id) || food.group !== item.food.group || !(food.kcal > 0)) continue;
    if (!sameState(food, item.food)) continue;
    seen.add(food._id);
    const portion = matchedPortion(food, target);
    if (!portion) continue;
    const nutrients = nutrientsIn(food, portion.grams);
    options.push({
      food,
      ...portion,
      kcal: nutrients.kcal,
      diffPct: ((nutrients.kcal - target) / target) * 100,
      nutrients,
      distance: macroDistance(nutrients, own),
    });
  }
  return options
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Math.abs(a.diffPct) - Math.abs(b.diffPct) ||
        a.food.name.localeCompare(b.food.name, 'es'),
    )
    .slice(0, limit)
    .map(({ distance: _, ...option }) => option);
}

/** An option's energy against the item's, as said: '+4 %', '−7 %', '0 %'. */
export function swapDiffText(diffPct: number): string {
  const whole = Math.round(diffPct);
  if (whole === 0) return formatPercent(0);
  return `${whole > 0 ? '+' : '−'}${formatPercent(Math.abs(whole))}`;
}
