/**
 * The micronutrients' names, units and bounds, apart from their schemas (food-micros.ts):
 * the client's plan page shows a day's micronutrients without building zod on the phone
 * (issue 32). Nothing here imports zod.
 */

export const MICRONUTRIENTS = ['sodio', 'azucares', 'grasasSaturadas', 'calcio', 'hierro'] as const;
export type TMicronutrient = (typeof MICRONUTRIENTS)[number];
export type TMicronutrients = Record<TMicronutrient, number | null>;

export interface MicronutrientInfo {
  /** As a table's header or a sentence names it. */
  label: string;
  unit: 'mg' | 'g';
  /** The most 100 g of anything holds (table salt: 38.758 mg of sodium). */
  max: number;
  decimals: 0 | 1;
  /** Its column in the food CSV. */
  column: string;
}

export const MICRONUTRIENT_INFO: Record<TMicronutrient, MicronutrientInfo> = {
  sodio: { label: 'Sodio', unit: 'mg', max: 40000, decimals: 0, column: 'sodio' },
  azucares: { label: 'Azúcares', unit: 'g', max: 100, decimals: 1, column: 'azucares' },
  grasasSaturadas: {
    label: 'Grasas saturadas',
    unit: 'g',
    max: 100,
    decimals: 1,
    column: 'grasas saturadas',
  },
  calcio: { label: 'Calcio', unit: 'mg', max: 10000, decimals: 0, column: 'calcio' },
  hierro: { label: 'Hierro', unit: 'mg', max: 200, decimals: 1, column: 'hierro' },
};
