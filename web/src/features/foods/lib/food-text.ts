import { formatDecimal } from '@contract/numbers';
import type { TFood, TFoodMeasure } from '@contract/foods';

/** A nutrient or a weight as the table shows it: one decimal at most ('52,3', '160'). */
export const nutrientText = (value: number): string => formatDecimal(value, 1);

/** A food's household measures, e.g. '1 taza (160 g) · 1 cucharada (15 g)'. */
export function measuresText(measures: readonly TFoodMeasure[]): string {
  return measures.map((m) => `${m.name} (${nutrientText(m.grams)} g)`).join(' · ');
}

/** Lower case without accents, so 'platano' finds 'Plátano' and 'LECHE' finds 'leche'. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export interface FoodFilter {
  search: string;
  /** A FOOD_GROUPS value, or null for all groups. */
  group: string | null;
}

/**
 * The foods whose name holds every word of the search (in any order, accents and case
 * ignored), in the group chosen. Client side: the table has a few hundred rows, and
 * the server's order (group, then name) is kept.
 */
export function filterFoods(foods: readonly TFood[], { search, group }: FoodFilter): TFood[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return foods.filter(
    (f) =>
      (!group || f.group === group) &&
      (words.length === 0 || words.every((w) => fold(f.name).includes(w))),
  );
}
