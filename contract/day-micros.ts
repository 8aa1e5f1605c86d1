import { MICRONUTRIENT_INFO } from './food-micros-text';
import { sumKnown, type FoodGrams, type KnownAmount } from './known-amount';
import type { RecipeIndex, TPlanContent, TPlanDay } from './meal-plans';
import { gramsOf, mealPortions, type FoodIndex } from './nutrition';
import type { TNutrientReferences } from './nutrient-references';
import { formatGrams, formatPercent, formatQuantity } from './numbers';

/**
 * A plan measured against the guidelines (issue 35; decision 0028): a day's sodium, sugars
 * (and the free ones), saturated fat, calcium and iron against reference values she sets,
 * said in words, and the share of the plan's energy from ultra-processed foods (Guía
 * Alimentaria para la Población Uruguaya). One copy for the builder (as she types), the
 * server's answer and the client's page. A food without a value counts as nothing and is
 * named: the total is then 'at least', and a limit it does not yet pass is not decided.
 */

/** What a day adds up to beyond the macros. */
export interface DayMicros {
  sodio: KnownAmount;
  azucares: KnownAmount;
  /** Sugars of the foods whose sugars are not from fruit, vegetables or lactose (WHO's free sugars). */
  azucaresLibres: KnownAmount;
  grasasSaturadas: KnownAmount;
  calcio: KnownAmount;
  hierro: KnownAmount;
  kcal: number;
  /** The energy of its ultra-processed foods. */
  ultraprocesadosKcal: number;
}

/** Every food a day eats, in grams: each meal once ('Opción B' is eaten instead, as dayTotals counts). */
function dayPortions(day: TPlanDay, foods: FoodIndex, recipes: RecipeIndex): FoodGrams[] {
  return day.meals
    .filter((m) => !m.optionOf)
    .flatMap((m) => mealPortions(m, recipes))
    .flatMap((p) => {
      const food = foods.get(p.foodId);
      const grams = food ? gramsOf(p, food) : null;
      return food && grams !== null ? [{ food, grams }] : [];
    });
}

const kcalOf = (portions: readonly FoodGrams[]) =>
  portions.reduce((sum, p) => sum + (p.food.kcal * p.grams) / 100, 0);

/** A day's micronutrients, as far as the table knows them. */
export function dayMicros(day: TPlanDay, foods: FoodIndex, recipes: RecipeIndex): DayMicros {
  const portions = dayPortions(day, foods, recipes);
  return {
    sodio: sumKnown(portions, (f) => f.sodio),
    azucares: sumKnown(portions, (f) => f.azucares),
    azucaresLibres: sumKnown(portions, (f) => (f.azucaresNaturales ? 0 : f.azucares)),
    grasasSaturadas: sumKnown(portions, (f) => f.grasasSaturadas),
    calcio: sumKnown(portions, (f) => f.calcio),
    hierro: sumKnown(portions, (f) => f.hierro),
    kcal: kcalOf(portions),
    ultraprocesadosKcal: kcalOf(portions.filter((p) => p.food.ultraprocesado)),
  };
}

// ---------------------------------------------------------------- in words

export type MicroLineKey = 'sodio' | 'azucaresLibres' | 'grasasSaturadas' | 'calcio' | 'hierro';
/** Over a maximum, under a minimum, within what is advised, or not decidable for lack of data. */
export type MicroVerdict = 'excede' | 'insuficiente' | 'adecuado' | 'incierto';

export interface MicroLine {
  key: MicroLineKey;
  label: string;
  /** '3.000 mg', '45 g (12 % de la energía)'. */
  amount: string;
  verdict: MicroVerdict;
  /** The whole line in words: 'Sodio: 3.000 mg, más que el máximo de 2.000 mg por día.' */
  sentence: string;
}

const mg = (n: number) => formatQuantity(n, 'mg', 0);
const missing = (a: KnownAmount) =>
  a.unknown.length
    ? ` Sin dato de ${a.unknown.slice(0, 3).join(', ')}${a.unknown.length > 3 ? ` y ${a.unknown.length - 3} más` : ''}.`
    : '';
const atLeast = (a: KnownAmount, text: string) => (a.unknown.length ? `al menos ${text}` : text);

/** A maximum: over it is decided even with foods missing (they can only add). */
function maxLine(
  key: MicroLineKey,
  label: string,
  a: KnownAmount,
  amount: string,
  value: number,
  limit: number,
  limitText: string,
): MicroLine {
  const verdict: MicroVerdict =
    value > limit ? 'excede' : a.unknown.length ? 'incierto' : 'adecuado';
  const words = {
    excede: `más que el máximo de ${limitText}`,
    adecuado: `dentro del máximo de ${limitText}`,
    incierto: `no se puede decir si pasa el máximo de ${limitText}`,
    insuficiente: '',
  }[verdict];
  return {
    key,
    label,
    amount,
    verdict,
    sentence: `${label}: ${atLeast(a, amount)}, ${words}.${missing(a)}`,
  };
}

/** A minimum: reaching it is decided even with foods missing. */
function minLine(
  key: MicroLineKey,
  label: string,
  a: KnownAmount,
  limit: number,
  decimals: 0 | 1,
): MicroLine {
  const mg = (n: number) => formatQuantity(n, 'mg', decimals);
  const amount = mg(a.value);
  const verdict: MicroVerdict =
    a.value >= limit ? 'adecuado' : a.unknown.length ? 'incierto' : 'insuficiente';
  const words = {
    adecuado: `alcanza los ${mg(limit)} recomendados`,
    insuficiente: `menos que los ${mg(limit)} recomendados`,
    incierto: `no se puede decir si alcanza los ${mg(limit)} recomendados`,
    excede: '',
  }[verdict];
  return {
    key,
    label,
    amount,
    verdict,
    sentence: `${label}: ${atLeast(a, amount)}, ${words}.${missing(a)}`,
  };
}

/** The share of a day's energy a nutrient's grams give (9 kcal per g of fat, 4 of sugar). */
const energyPct = (grams: number, kcalPerGram: number, kcal: number) =>
  kcal > 0 ? (grams * kcalPerGram * 100) / kcal : 0;

/** A day's five lines, in words, against her reference values. */
export function microLines(d: DayMicros, refs: TNutrientReferences): MicroLine[] {
  const sugarPct = energyPct(d.azucaresLibres.value, 4, d.kcal);
  const satPct = energyPct(d.grasasSaturadas.value, 9, d.kcal);
  return [
    maxLine(
      'sodio',
      'Sodio',
      d.sodio,
      mg(d.sodio.value),
      d.sodio.value,
      refs.sodioMg,
      `${mg(refs.sodioMg)} por día`,
    ),
    maxLine(
      'azucaresLibres',
      'Azúcares libres',
      d.azucaresLibres,
      `${formatGrams(d.azucaresLibres.value)} (${formatPercent(sugarPct)} de la energía)`,
      sugarPct,
      refs.azucaresLibresPct,
      `${formatPercent(refs.azucaresLibresPct)} de la energía`,
    ),
    maxLine(
      'grasasSaturadas',
      'Grasas saturadas',
      d.grasasSaturadas,
      `${formatGrams(d.grasasSaturadas.value)} (${formatPercent(satPct)} de la energía)`,
      satPct,
      refs.grasasSaturadasPct,
      `${formatPercent(refs.grasasSaturadasPct)} de la energía`,
    ),
    minLine('calcio', 'Calcio', d.calcio, refs.calcioMg, MICRONUTRIENT_INFO.calcio.decimals),
    minLine('hierro', 'Hierro', d.hierro, refs.hierroMg, MICRONUTRIENT_INFO.hierro.decimals),
  ];
}

// ---------------------------------------------------------------- ultra-processed

/**
 * The share of the plan's week of energy from ultra-processed foods: each day weighs as
 * many times as the weekdays it is eaten on (once when it has none yet).
 */
export function ultraProcessedShare(
  content: Pick<TPlanContent, 'days'>,
  foods: FoodIndex,
  recipes: RecipeIndex,
): number | null {
  let kcal = 0;
  let ultra = 0;
  for (const day of content.days) {
    const d = dayMicros(day, foods, recipes);
    const times = Math.max(1, day.weekdays.length);
    kcal += d.kcal * times;
    ultra += d.ultraprocesadosKcal * times;
  }
  return kcal > 0 ? (ultra * 100) / kcal : null;
}

/** 'Ultraprocesados: 8 % de la energía del plan. …' */
export function ultraProcessedSentence(pct: number | null): string | null {
  if (pct === null) return null;
  const advice =
    'La Guía Alimentaria para la Población Uruguaya recomienda basar la alimentación en alimentos naturales y evitar los ultraprocesados.';
  return pct < 0.5
    ? `Sin ultraprocesados en el plan. ${advice}`
    : `Ultraprocesados: ${formatPercent(pct)} de la energía del plan. ${advice}`;
}
