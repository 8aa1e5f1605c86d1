import { randomId } from '@mantine/hooks';
import { MICRONUTRIENTS, type TMicronutrient } from '@contract/food-micros-text';
import { FOOD_FLAGS, looksLikeThousands, type TFoodFlags } from '@contract/food-micros';
import { type TFoodGroup } from '@contract/foods-text';
import { NUTRIENTS, type TFood, type TFoodInput, type TFoodShopping } from '@contract/foods';
import { decimalShown, decimalText, decimalValue } from '@web/lib/decimal';

/** One household measure row of the form; `key` keeps React's rows apart while editing. */
export type MeasureRow = { key: string; name: string; grams: string };

/** The food form's values: numbers as typed (decimal comma or point), as DecimalInput keeps them. */
export type FoodFormValues = {
  name: string;
  group: TFoodGroup | '';
  kcal: string;
  proteinas: string;
  carbohidratos: string;
  grasas: string;
  fibra: string;
  measures: MeasureRow[];
  source: string;
  /** Her other names for it, as typed: separated by commas ('calabaza, zapallo japonés'). */
  synonyms: string;
  /** How the shopping list buys it (decision 0020); numbers as typed. */
  shopping: TFoodShopping;
  rawPerCooked: string;
  yieldSource: string;
  dryGramsPerLitre: string;
  dryName: string;
} & MicroValues;

/** What else is known per 100 g (issue 35): micronutrients as typed ('' = not known), the flags. */
type MicroValues = Record<TMicronutrient, string> & TFoodFlags;

export const newMeasure = (): MeasureRow => ({ key: randomId(), name: '', grams: '' });

/** The form's starting values: the food edited, or an empty one. */
export function foodValues(food?: TFood): FoodFormValues {
  return {
    name: food?.name ?? '',
    group: food?.group ?? '',
    kcal: decimalShown(food?.kcal),
    proteinas: decimalShown(food?.proteinas),
    carbohidratos: decimalShown(food?.carbohidratos),
    grasas: decimalShown(food?.grasas),
    fibra: decimalShown(food?.fibra),
    measures: (food?.measures ?? []).map((m) => ({
      key: randomId(),
      name: m.name,
      grams: decimalShown(m.grams),
    })),
    source: food?.source ?? '',
    synonyms: (food?.synonyms ?? []).join(', '),
    shopping: food?.shopping ?? 'normal',
    rawPerCooked: decimalShown(food?.rawPerCooked),
    yieldSource: food?.yieldSource ?? '',
    dryGramsPerLitre: decimalShown(food?.dryGramsPerLitre),
    dryName: food?.dryName ?? '',
    ...(Object.fromEntries(MICRONUTRIENTS.map((m) => [m, decimalShown(food?.[m])])) as Record<
      TMicronutrient,
      string
    >),
    ...(Object.fromEntries(FOOD_FLAGS.map((f) => [f, food?.[f] ?? false])) as TFoodFlags),
  };
}

/** Whether a food says anything beyond its macros: its form opens 'Más nutrientes' then. */
export const hasMicros = (values: FoodFormValues): boolean =>
  MICRONUTRIENTS.some((m) => values[m].trim() !== '') || FOOD_FLAGS.some((f) => values[f]);

/** A typed number as sent: the number when it is one, else the text, so the schema names the field. */
const numberOrText = (typed: string): number | string => decimalValue(typed) ?? decimalText(typed);

/** A number that may be left empty: null when it is. */
const optionalNumber = (typed: string): number | string | null =>
  typed.trim() === '' ? null : numberOrText(typed);

/**
 * A micronutrient as typed: the schema reads it (so '1.200' mg, which a person means as
 * twelve hundred and the shared reader as 1,2, is refused with its own message rather than
 * stored a thousand times too small: contract/food-micros.ts). Empty is null: not known.
 */
function micronutrientTyped(typed: string): number | string | null {
  const text = typed.trim();
  if (text === '') return null;
  return looksLikeThousands(text) ? text : numberOrText(text);
}

/** What is sent (and checked against ZFoodInputSchema before): the same body the server parses. */
export function foodPayload(values: FoodFormValues): TFoodInput {
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((n) => [n, numberOrText(values[n])]),
  ) as Record<(typeof NUTRIENTS)[number], number | string>;
  // Empty is null: not known, shown '—' (never 0).
  const micronutrients = Object.fromEntries(
    MICRONUTRIENTS.map((m) => [m, micronutrientTyped(values[m])]),
  ) as Record<TMicronutrient, number | string | null>;
  return {
    name: values.name,
    // '' is refused by the schema with the group's own message.
    group: values.group as TFoodGroup,
    ...nutrients,
    measures: values.measures.map((m) => ({ name: m.name, grams: numberOrText(m.grams) })),
    source: values.source,
    // The schema drops a repeated one too (case and accents aside).
    synonyms: values.synonyms
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    shopping: values.shopping,
    // A yield is for what is bought as it is eaten, the dry product's for an infusion:
    // what the other kind would use is not sent, so a switch leaves nothing behind.
    rawPerCooked: values.shopping === 'normal' ? optionalNumber(values.rawPerCooked) : null,
    dryGramsPerLitre: values.shopping === 'dry' ? optionalNumber(values.dryGramsPerLitre) : null,
    dryName: values.shopping === 'dry' ? values.dryName : '',
    yieldSource: values.shopping === 'skip' ? '' : values.yieldSource,
    ...micronutrients,
    ...(Object.fromEntries(FOOD_FLAGS.map((f) => [f, values[f]])) as TFoodFlags),
  };
}

/**
 * The energy the macros give (Atwater: 4 kcal per g of protein and carbohydrate, 9 per g
 * of fat), to check the kcal typed; null until one of them is a number.
 */
export function energyFromMacros(
  values: Pick<FoodFormValues, 'proteinas' | 'carbohidratos' | 'grasas'>,
) {
  const [p, c, g] = [values.proteinas, values.carbohidratos, values.grasas].map(decimalValue);
  if (p === null && c === null && g === null) return null;
  return Math.round(4 * (p ?? 0) + 4 * (c ?? 0) + 9 * (g ?? 0));
}
