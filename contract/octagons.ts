import { z } from 'zod';
import type { TNutrients } from './foods';
import { MICRONUTRIENTS, type TMicronutrient } from './food-micros-text';
import { sumKnown, type FoodGrams, type KnownAmount, type ValueOf } from './known-amount';
import type { TPlanRecipe } from './meal-plans';
import { addNutrients, gramsOf, nutrientsIn, ZERO, type FoodIndex } from './nutrition';
import { formatQuantity, type Decimals } from './numbers';

/**
 * Uruguay's front-of-package octagons for one of her recipes (issue 35): what the recipe
 * holds per 100 g and per serving, and which octagons a package of it would carry. It is
 * indicative: the food table's values, not a laboratory's, and a home recipe is no
 * packaged product the decree binds.
 */

/**
 * The limits, per 100 g of a solid or 100 mL of a liquid, from which a product carries an
 * octagon. Solids: Decreto 34/021's annex (which replaced 246/020's); liquids: 246/020's
 * values, which 34/021 kept. For sugars in liquids, the limit of products without
 * non-nutritive sweeteners: a home recipe has none. Sodium in mg, the rest in g.
 */
export const OCTAGON_THRESHOLDS = {
  decree: 'Decreto 272/018 (mod. 246/020 y 34/021)',
  appliesFrom: '2021-02-01',
  /** As the UI cites it under the octagons. */
  citation: 'Decreto 272/018 (mod. 246/020 y 34/021), vigente desde el 1/2/2021',
  solid: { sodio: 500, azucares: 13, grasas: 13, grasasSaturadas: 6 },
  liquid: { sodio: 200, azucares: 5, grasas: 4, grasasSaturadas: 3 },
} as const;

export const OCTAGON_KEYS = ['sodio', 'azucares', 'grasas', 'grasasSaturadas'] as const;
export type OctagonKey = (typeof OCTAGON_KEYS)[number];

export interface OctagonInfo {
  /** As the label prints it. */
  text: string;
  /** The label's second line: the nutrient. */
  nutrient: string;
  /** As a sentence names it: 'Exceso de sodio', 'No pudimos calcular: sodio'. */
  name: string;
  unit: 'mg' | 'g';
  /** What a label declares it to (and the food table stores it to). */
  decimals: Decimals;
}

export const OCTAGON_INFO: Record<OctagonKey, OctagonInfo> = {
  sodio: { text: 'EXCESO SODIO', nutrient: 'SODIO', name: 'sodio', unit: 'mg', decimals: 0 },
  azucares: {
    text: 'EXCESO AZÚCARES',
    nutrient: 'AZÚCARES',
    name: 'azúcares',
    unit: 'g',
    decimals: 1,
  },
  grasas: { text: 'EXCESO GRASAS', nutrient: 'GRASAS', name: 'grasas', unit: 'g', decimals: 1 },
  grasasSaturadas: {
    text: 'EXCESO GRASAS SATURADAS',
    nutrient: 'GRASAS SATURADAS',
    name: 'grasas saturadas',
    unit: 'g',
    decimals: 1,
  },
};

/** Energy and macros (every food has them) and the micronutrients, as far as known. */
export type RecipeNutrients = TNutrients & Record<TMicronutrient, KnownAmount>;

/** An ingredient in the grams the whole recipe takes. */
export type RecipeIngredient = FoodGrams;

export interface RecipeInput {
  ingredients: readonly RecipeIngredient[];
  /** What the recipe weighs once made; null: not weighed. */
  cookedGrams: number | null;
  servings: number;
  liquid: boolean;
}

/** An octagon below its limit that unknown ingredients could still push over it. */
export interface UndecidedOctagon {
  key: OctagonKey;
  ingredients: string[];
}

export interface RecipeProfile {
  /** The grams `per100g` is per: the cooked weight when she weighed it, else the raw one. */
  weight: { grams: number; from: 'cooked' | 'raw' };
  per100g: RecipeNutrients;
  perServing: RecipeNutrients;
  /** Per 100 g, what the octagons count: the added sodium, sugars and fats only. */
  counted: Record<OctagonKey, KnownAmount>;
  octagons: OctagonKey[];
  undecided: UndecidedOctagon[];
}

const scaled = (a: KnownAmount, factor: number): KnownAmount => ({
  value: a.value * factor,
  unknown: a.unknown,
});

function scaledNutrients(whole: RecipeNutrients, factor: number): RecipeNutrients {
  const macros: TNutrients = {
    kcal: whole.kcal * factor,
    proteinas: whole.proteinas * factor,
    carbohidratos: whole.carbohidratos * factor,
    grasas: whole.grasas * factor,
    fibra: whole.fibra * factor,
  };
  const micros = Object.fromEntries(MICRONUTRIENTS.map((m) => [m, scaled(whole[m], factor)]));
  return { ...macros, ...(micros as Record<TMicronutrient, KnownAmount>) };
}

function wholeRecipe(ingredients: readonly RecipeIngredient[]): RecipeNutrients {
  const macros = ingredients.reduce(
    (sum, i) => addNutrients(sum, nutrientsIn(i.food, i.grams)),
    ZERO,
  );
  const micros = Object.fromEntries(
    MICRONUTRIENTS.map((m) => [m, sumKnown(ingredients, (f) => f[m])]),
  );
  return { ...macros, ...(micros as Record<TMicronutrient, KnownAmount>) };
}

/**
 * What the octagon rules count: added sodium, sugars and fats. Sodium a food brings of its
 * own (fresh meat, milk), the sugars of fruit, vegetables and lactose, and the fat of nuts
 * and seeds add nothing; a flag a plan saved before never had is false, and counts.
 */
const COUNTED: Record<OctagonKey, ValueOf> = {
  sodio: (f) => (f.sodioNatural ? 0 : f.sodio),
  azucares: (f) => (f.azucaresNaturales ? 0 : f.azucares),
  grasas: (f) => (f.grasasFrutosSecos ? 0 : f.grasas),
  grasasSaturadas: (f) => (f.grasasFrutosSecos ? 0 : f.grasasSaturadas),
};

function recipeWeight(input: RecipeInput): RecipeProfile['weight'] {
  if (input.cookedGrams !== null && input.cookedGrams > 0)
    return { grams: input.cookedGrams, from: 'cooked' };
  return { grams: input.ingredients.reduce((sum, i) => sum + i.grams, 0), from: 'raw' };
}

/**
 * Whether a value reaches its limit (≥), as a label would declare it: sodium in whole mg,
 * grams to a tenth. Finer digits are not in the table's data, and without rounding a sum
 * that meets a limit on paper can land a hair under it in binary arithmetic.
 */
function reaches(key: OctagonKey, value: number, limit: number): boolean {
  const f = 10 ** OCTAGON_INFO[key].decimals;
  return Math.round(value * f) / f >= limit;
}

/**
 * A recipe's nutrients per 100 g (of the cooked weight when she weighed it) and per
 * serving, and its octagons. A liquid recipe is read against the per-100 mL limits taking
 * 100 g as 100 mL: the table gives no densities, and soups, juices and milk drinks are
 * close enough to water's for an indicative answer.
 */
export function recipeProfile(input: RecipeInput): RecipeProfile {
  const weight = recipeWeight(input);
  const whole = wholeRecipe(input.ingredients);
  const per100 = weight.grams > 0 ? 100 / weight.grams : 0;
  // A recipe without servings (not yet filled in) is served whole.
  const servings = input.servings > 0 ? input.servings : 1;
  const limits = input.liquid ? OCTAGON_THRESHOLDS.liquid : OCTAGON_THRESHOLDS.solid;
  const counted = Object.fromEntries(
    OCTAGON_KEYS.map((k) => [k, scaled(sumKnown(input.ingredients, COUNTED[k]), per100)]),
  ) as Record<OctagonKey, KnownAmount>;
  const octagons = OCTAGON_KEYS.filter((k) => reaches(k, counted[k].value, limits[k]));
  const undecided = OCTAGON_KEYS.filter(
    (k) => !octagons.includes(k) && counted[k].unknown.length > 0,
  ).map((k) => ({ key: k, ingredients: counted[k].unknown }));
  return {
    weight,
    per100g: scaledNutrients(whole, per100),
    perServing: scaledNutrients(whole, 1 / servings),
    counted,
    octagons,
    undecided,
  };
}

/**
 * An amount as the recipe's table shows it: '420 mg', or '≥ 420 mg (sin dato: Queso
 * colonia)' when ingredients are missing from it.
 */
export function knownAmountText(amount: KnownAmount, unit: string, decimals: Decimals): string {
  const shown = formatQuantity(amount.value, unit, decimals);
  if (amount.unknown.length === 0) return shown;
  return `≥ ${shown} (sin dato: ${amount.unknown.join(', ')})`;
}

/**
 * A saved recipe as the octagons read it: its ingredients in grams (a measure the food no
 * longer has, or a food the plan lacks, counts as nothing, as the plans' totals do).
 */
export function recipeInputOf(
  recipe: Pick<TPlanRecipe, 'servings' | 'ingredients' | 'cookedGrams' | 'liquid'>,
  foods: FoodIndex,
): RecipeInput {
  return {
    ingredients: recipe.ingredients.flatMap((i) => {
      const food = foods.get(i.foodId);
      const grams = food ? gramsOf(i, food) : null;
      return food && grams !== null ? [{ food, grams }] : [];
    }),
    cookedGrams: recipe.cookedGrams ?? null,
    servings: recipe.servings,
    liquid: recipe.liquid ?? false,
  };
}

/**
 * GET receta/{id}/octogonos: what the public recipe page shows, when she chose to show it
 * (`mostrar`); nothing otherwise. Always indicative.
 */
export const ZRecipeOctagonsAnswerSchema = z.object({
  mostrar: z.boolean(),
  octogonos: z.array(z.enum(OCTAGON_KEYS)),
  indecisos: z.array(z.object({ key: z.enum(OCTAGON_KEYS), ingredients: z.array(z.string()) })),
});
export type TRecipeOctagonsAnswer = z.infer<typeof ZRecipeOctagonsAnswerSchema>;
