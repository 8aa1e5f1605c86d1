import { rankFoods } from '@contract/food-search';
import { formatDecimal } from '@contract/numbers';
import type { TFood, TFoodMeasure } from '@contract/foods';

/** A nutrient or a weight as the table shows it: one decimal at most ('52,3', '160'). */
export const nutrientText = (value: number): string => formatDecimal(value, 1);

/** A food's household measures, e.g. '1 taza (160 g) · 1 cucharada (15 g)'. */
export function measuresText(measures: readonly TFoodMeasure[]): string {
  return measures.map((m) => `${m.name} (${nutrientText(m.grams)} g)`).join(' · ');
}

export interface FoodFilter {
  search: string;
  /** A FOOD_GROUPS value, or null for all groups. */
  group: string | null;
}

/**
 * The foods of the group chosen that the search finds, best first, as the food table's
 * search ranks them (contract/food-search.ts: name or synonym, accents and case aside,
 * plurals too). Client side: the table has a few hundred rows. Nothing typed keeps the
 * server's order (group, then name).
 */
export function filterFoods(foods: readonly TFood[], { search, group }: FoodFilter): TFood[] {
  return rankFoods(group ? foods.filter((f) => f.group === group) : foods, search, (f) => f);
}
