import { MICRONUTRIENT_INFO, type TMicronutrient } from '@contract/food-micros-text';
import { formatDecimal } from '@contract/numbers';
import type { TFoodMeasure } from '@contract/foods';

/** A nutrient or a weight as the table shows it: one decimal at most ('52,3', '160'). */
export const nutrientText = (value: number): string => formatDecimal(value, 1);

/**
 * A micronutrient with the decimals it is stored with ('1.200' mg of sodium, '4,5' g of
 * sugars); '—' when nobody knows it, never 0.
 */
export const micronutrientText = (m: TMicronutrient, value: number | null): string =>
  formatDecimal(value, MICRONUTRIENT_INFO[m].decimals);

/** A food's household measures, e.g. '1 taza (160 g) · 1 cucharada (15 g)'. */
export function measuresText(measures: readonly TFoodMeasure[]): string {
  return measures.map((m) => `${m.name} (${nutrientText(m.grams)} g)`).join(' · ');
}
