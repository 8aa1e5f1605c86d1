import { NO_FLAGS, NO_MICRONUTRIENTS } from '@contract/testing/foods';
import type { TFood } from '@contract/foods';

/**
 * A food of her table as the API answers it: an apple she added herself, no yield, bought
 * as it is, and nothing known beyond its macros (micronutrients null, every flag off, as a
 * food she adds starts); `over` sets what a test is about.
 */
export const makeFood = (over: Partial<TFood> = {}): TFood => ({
  _id: '0b9d4a52-2a1e-4c0e-9d0a-7f6f5d2c1a01',
  name: 'Manzana roja',
  group: 'Frutas',
  kcal: 52,
  proteinas: 0.3,
  carbohidratos: 13.8,
  grasas: 0.2,
  fibra: 2.4,
  measures: [],
  source: '',
  synonyms: [],
  rawPerCooked: null,
  yieldSource: '',
  shopping: 'normal',
  dryGramsPerLitre: null,
  dryName: '',
  ...NO_MICRONUTRIENTS,
  ...NO_FLAGS,
  starter: false,
  archived: false,
  updatedAt: '2026-03-18T12:00:00.000Z',
  ...over,
});
