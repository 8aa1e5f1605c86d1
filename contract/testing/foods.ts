/**
 * Test data, not app code: foods as a plan counts them (TPlanFood), for the contract's,
 * the API's and the web's tests of the plans' arithmetic (octagons, swaps, exchanges, a
 * day's micronutrients, the builder). Only tests import `contract/testing/`.
 */
import type { TMicronutrients } from '../food-micros-text';
import type { TFoodFlags } from '../food-micros';
import type { TPlanFood } from '../meal-plans';

/**
 * A food per 100 g: 100 kcal and nothing else unless `over` says so; its micronutrients
 * left out (a plan saved before issue 35: not known) unless given, e.g. `...ALL_KNOWN`.
 */
export const planFood = (over: Partial<TPlanFood> & Pick<TPlanFood, 'name'>): TPlanFood => ({
  _id: over.name,
  group: 'Otros',
  kcal: 100,
  proteinas: 0,
  carbohidratos: 0,
  grasas: 0,
  fibra: 0,
  measures: [],
  ...over,
});

/** Nothing known of a food's micronutrients, and no flag: a food as she first types it. */
export const NO_MICRONUTRIENTS: TMicronutrients = {
  sodio: null,
  azucares: null,
  grasasSaturadas: null,
  calcio: null,
  hierro: null,
};
export const NO_FLAGS: TFoodFlags = {
  sodioNatural: false,
  azucaresNaturales: false,
  grasasFrutosSecos: false,
  ultraprocesado: false,
};

/** Every micronutrient known, and none in the food: what a test adds on top counts alone. */
export const ALL_KNOWN: TMicronutrients = {
  sodio: 0,
  azucares: 0,
  grasasSaturadas: 0,
  calcio: 0,
  hierro: 0,
};

let ids = 0;
/** A food of the starter table: energy, protein, carbohydrates and fat per 100 g, its measures. */
export const starterFood = (
  name: string,
  group: TPlanFood['group'],
  [kcal, proteinas, carbohidratos, grasas]: [number, number, number, number],
  measures: TPlanFood['measures'] = [],
): TPlanFood =>
  planFood({
    _id: `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`,
    name,
    group,
    kcal,
    proteinas,
    carbohidratos,
    grasas,
    measures,
  });

/** Starches of the starter table (api/src/modules/foods/starter-foods.csv), as the swaps see them. */
export const RICE = starterFood(
  'Arroz blanco cocido',
  'Panificados y cereales',
  [130, 2.7, 27.9, 0.3],
  [
    { name: '1 taza', grams: 160 },
    { name: '1 cucharada sopera', grams: 15 },
    { name: '1 plato hondo', grams: 220 },
  ],
);
export const POLENTA = starterFood(
  'Polenta cocida (en agua)',
  'Panificados y cereales',
  [70, 1.5, 15, 0.3],
  [
    { name: '1 plato hondo', grams: 250 },
    { name: '1 porción (cuadrado)', grams: 150 },
    { name: '1 cucharón', grams: 120 },
  ],
);
export const SLICED_BREAD = starterFood(
  'Pan de molde blanco',
  'Panificados y cereales',
  [266, 7.6, 48.2, 3.3],
  [{ name: '1 rebanada', grams: 25 }],
);
export const PORTENO = starterFood(
  'Pan porteño',
  'Panificados y cereales',
  [290, 9, 52, 4.5],
  [
    { name: '1 rebanada', grams: 30 },
    { name: '1 trozo mediano', grams: 60 },
  ],
);
/** Another group, energy like the rice's: never offered for it. */
export const POTATO = starterFood(
  'Papa hervida',
  'Verduras',
  [86, 1.7, 18.1, 0.1],
  [{ name: '1 unidad mediana', grams: 150 }],
);
