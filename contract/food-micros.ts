import { z } from 'zod';
import { optionalNumberIn } from './common';
import { formatFixed } from './numbers';
import { MICRONUTRIENT_INFO, MICRONUTRIENTS, type TMicronutrient } from './food-micros-text';

/**
 * What the food table says beyond energy and macros (issue 35; decision 0028): the
 * nutrients Uruguay's front-of-package octagons and the guidelines watch, per 100 g, and
 * the flags the octagon rules need. A value nobody knows is null, shown '—', never 0: a
 * total that includes such a food says how many it could not count.
 */

/**
 * Where a food's sodium, sugars and fat come from, as the octagon rules (Decreto 34/021)
 * and the Guía Alimentaria para la Población Uruguaya read them. False is the cautious
 * answer: a food she adds counts its sodium, sugars and fats until she says otherwise.
 */
export const FOOD_FLAGS = [
  'sodioNatural',
  'azucaresNaturales',
  'grasasFrutosSecos',
  'ultraprocesado',
] as const;
export type TFoodFlag = (typeof FOOD_FLAGS)[number];
export type TFoodFlags = Record<TFoodFlag, boolean>;

export const FOOD_FLAG_INFO: Record<TFoodFlag, { label: string; hint: string; column: string }> = {
  sodioNatural: {
    label: 'Sin sal agregada',
    hint: 'Su sodio es propio del alimento (carne fresca, verdura, leche): no cuenta para el octógono de sodio',
    column: 'sodio natural',
  },
  azucaresNaturales: {
    label: 'Azúcares de fruta, verdura o lactosa',
    hint: 'No cuentan para el octógono de azúcares ni como azúcares libres',
    column: 'azucares naturales',
  },
  grasasFrutosSecos: {
    label: 'Grasas de frutos secos o semillas',
    hint: 'No cuentan para los octógonos de grasas',
    column: 'grasas frutos secos',
  },
  ultraprocesado: {
    label: 'Ultraprocesado',
    hint: 'Según la Guía Alimentaria para la Población Uruguaya (grupo 4 de NOVA)',
    column: 'ultraprocesado',
  },
};

/** 'Sodio (mg): un número entre 0 y 40.000, o vacío si no se sabe'. */
export const micronutrientMessage = (m: TMicronutrient) => {
  const i = MICRONUTRIENT_INFO[m];
  return `${i.label} (${i.unit}): un número entre 0 y ${formatFixed(i.max)}, o vacío si no se sabe`;
};

/** 'Sodio: escribí los miligramos sin separador de miles (1200, no 1.200)'. */
export const thousandsMessage = (m: TMicronutrient) =>
  `${MICRONUTRIENT_INFO[m].label}: escribí los miligramos sin separador de miles (1200, no 1.200)`;

/**
 * '1.200' mg is a thousand and two hundred to a person in Uruguay, and 1,2 to parseDecimal
 * (which never reads a thousands separator): in milligrams, where no one writes three
 * decimals, such a value is refused rather than stored a thousand times too small.
 */
export const looksLikeThousands = (v: unknown) =>
  typeof v === 'string' && /^\d{1,3}[.,]\d{3}$/.test(v.trim());

const micronutrientInput = (m: TMicronutrient) => {
  const i = MICRONUTRIENT_INFO[m];
  return optionalNumberIn(micronutrientMessage(m), 0, i.max, i.decimals, (typed) =>
    i.unit === 'mg' && looksLikeThousands(typed) ? thousandsMessage(m) : null,
  );
};

/** The form's and the CSV's fields for the micronutrients and the flags. */
export const foodMicrosInput = {
  ...(Object.fromEntries(MICRONUTRIENTS.map((m) => [m, micronutrientInput(m)])) as Record<
    TMicronutrient,
    ReturnType<typeof optionalNumberIn>
  >),
  ...(Object.fromEntries(
    FOOD_FLAGS.map((f) => [
      f,
      z.boolean({ error: `${FOOD_FLAG_INFO[f].label}: sí o no` }).default(false),
    ]),
  ) as Record<TFoodFlag, z.ZodDefault<z.ZodBoolean>>),
};

/** A food's answer fields for them. */
export const foodMicrosAnswer = {
  ...(Object.fromEntries(MICRONUTRIENTS.map((m) => [m, z.number().nullable()])) as Record<
    TMicronutrient,
    z.ZodNullable<z.ZodNumber>
  >),
  ...(Object.fromEntries(FOOD_FLAGS.map((f) => [f, z.boolean()])) as Record<
    TFoodFlag,
    z.ZodBoolean
  >),
};

/** Sugars are part of the carbohydrates and saturated fat of the fat (with rounding's slack). */
export const MICROS_MSG = {
  sugarsOverCarbs: 'Los azúcares no pueden ser más que los carbohidratos',
  saturatedOverFat: 'Las grasas saturadas no pueden ser más que las grasas',
} as const;
