import type { TPlanFood } from './meal-plans';

/**
 * An amount that may leave foods out: `value` adds up the foods whose value the table
 * knows; `unknown` names the others, so the total reads 'at least' and is never taken for
 * the whole (issue 35: a value nobody knows is '—', never 0). Shared by a recipe's
 * octagons (octagons.ts) and a day's micronutrients (day-micros.ts).
 */
export interface KnownAmount {
  value: number;
  unknown: string[];
}

/** A food in grams: an ingredient of a recipe, a portion of a day. */
export interface FoodGrams {
  food: TPlanFood;
  grams: number;
}

/** How much of something a food holds per 100 g: null or undefined when not known. */
export type ValueOf = (food: TPlanFood) => number | null | undefined;

/**
 * A food-by-food sum of a value per 100 g. A plan saved before the table knew
 * micronutrients has them undefined: unknown, as null. A food of 0 g cannot change the
 * sum, so its missing value leaves nothing undecided.
 */
export function sumKnown(portions: readonly FoodGrams[], valueOf: ValueOf): KnownAmount {
  let value = 0;
  const unknown = new Set<string>();
  for (const { food, grams } of portions) {
    const per100 = valueOf(food);
    if (per100 === null || per100 === undefined) {
      if (grams > 0) unknown.add(food.name);
    } else value += (per100 * grams) / 100;
  }
  return { value, unknown: [...unknown] };
}
