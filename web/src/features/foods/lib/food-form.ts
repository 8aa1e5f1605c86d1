import { randomId } from '@mantine/hooks';
import { NUTRIENTS, type TFood, type TFoodGroup, type TFoodInput } from '@contract/foods';
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
};

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
  };
}

/** A typed number as sent: the number when it is one, else the text, so the schema names the field. */
const numberOrText = (typed: string): number | string => decimalValue(typed) ?? decimalText(typed);

/** What is sent (and checked against ZFoodInputSchema before): the same body the server parses. */
export function foodPayload(values: FoodFormValues): TFoodInput {
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((n) => [n, numberOrText(values[n])]),
  ) as Record<(typeof NUTRIENTS)[number], number | string>;
  return {
    name: values.name,
    // '' is refused by the schema with the group's own message.
    group: values.group as TFoodGroup,
    ...nutrients,
    measures: values.measures.map((m) => ({ name: m.name, grams: numberOrText(m.grams) })),
    source: values.source,
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
