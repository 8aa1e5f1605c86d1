import { formatDecimal } from '@contract/numbers';
import type { TFoodMeasure } from '@contract/foods';

/** A nutrient or a weight as the table shows it: one decimal at most ('52,3', '160'). */
export const nutrientText = (value: number): string => formatDecimal(value, 1);

/** A food's household measures, e.g. '1 taza (160 g) · 1 cucharada (15 g)'. */
export function measuresText(measures: readonly TFoodMeasure[]): string {
  return measures.map((m) => `${m.name} (${nutrientText(m.grams)} g)`).join(' · ');
}
