import { FOOD_GROUPS } from './foods-text';
import type { TFoodMeasure } from './foods';
import { GRAMS } from './meal-plans-text';
import { timesPerWeek } from './nutrition';
import type {
  RecipeIndex,
  TPlanContent,
  TPlanFood,
  TPortion,
  TShoppingItem,
  TShoppingLine,
  TShoppingList,
} from './meal-plans';
import { formatDecimal, formatGrams } from './numbers';
import { gramsOf, mealPortions, recipePortions, type FoodIndex } from './nutrition';
import { measureText, nameInSentence } from './portions';
import { plainText } from './plain-text';

/**
 * The week's shopping list as a shop sells it (issue 31; decision 0020), one copy for the
 * answer, the phone and the PDF. The plan counts what is eaten (grams of cooked rice, a
 * termo of mate); the list says what is bought: the raw product of a food eaten cooked
 * (its yield), the dry product of an infusion, a liquid in litres, a countable food in
 * units, everything else in grams, rounded up to what is sold. Its 'o bien' substitutes
 * come under it as alternatives.
 */

/** Grams rounded up to what a shop weighs: 50 g over 200 g, 10 g up to it. */
export function gramsToBuy(grams: number): number {
  if (grams <= 0) return 0;
  const step = grams > 200 ? 50 : 10;
  // A hair over a step (floating point: 7 × 0,1) is that step, not the next.
  return Math.ceil(grams / step - 1e-9) * step;
}

/** Litres rounded up to the quarter litre (cartons and bottles of 250 ml, 500 ml, 1 l). */
export function litresToBuy(litres: number): number {
  if (litres <= 0) return 0;
  return Math.ceil(litres / 0.25 - 1e-9) * 0.25;
}

/** Units rounded up: half a banana a day is 4 bananas for the week, not 3,5. */
export const unitsToBuy = (units: number): number => Math.max(1, Math.ceil(units - 1e-9));

/** A volume in a measure's name: '1 vaso (200 ml)' is 200 ml, '1 termo (1 litro)' 1000 ml. */
const VOLUME = /(\d+(?:[.,]\d+)?)\s*(ml|cc|l|litros?)\b/i;

/**
 * Grams of the food per millilitre, from the first of its measures that says its volume
 * ('1 vaso (200 ml)' = 206 g: 1,03); null for a food that is not a liquid.
 */
export function gramsPerMl(food: Pick<TPlanFood, 'measures'>): number | null {
  for (const m of food.measures) {
    const v = VOLUME.exec(m.name);
    if (!v) continue;
    const n = Number(v[1]!.replace(',', '.'));
    const ml = v[2]!.toLowerCase().startsWith('l') ? n * 1000 : n;
    if (ml > 0) return m.grams / ml;
  }
  return null;
}

/** A unit a shop counts weighs at least this; lighter ones (a strawberry, an olive) go by weight. */
const MIN_UNIT_GRAMS = 30;
const singular = (w: string) => w.replace(/(es|s)$/, '');

/**
 * A measure of one of the food ('1 unidad mediana', or '1 alfajor' for an 'Alfajor de
 * maicena') that weighs enough to be counted; null when it has none. The parenthesis
 * ('(sin cáscara)') says how it is eaten, not how it is bought: it is left out.
 */
function isUnitMeasure(food: Pick<TPlanFood, 'name'>, m: TFoodMeasure): boolean {
  const one = /^1\s+(\S+)/.exec(plainText(m.name));
  if (!one || m.grams < MIN_UNIT_GRAMS) return false;
  const noun = one[1]!;
  const first = plainText(food.name).split(/\s+/)[0] ?? '';
  return noun === 'unidad' || singular(noun) === singular(first);
}

/** The unit it is counted in: the one the plan's portions use, else the food's first. */
function unitMeasureOf(food: TPlanFood, usedUnits: ReadonlySet<string>): TFoodMeasure | null {
  const units = food.measures.filter((m) => isUnitMeasure(food, m));
  return units.find((m) => usedUnits.has(m.name)) ?? units[0] ?? null;
}

const COOKED = /\s+(?:cocid|hervid)(o|a|os|as)\b(\s*\((?:a la|al|en|a)\b[^)]*\))?/i;

/**
 * The raw product of a food eaten cooked: its name without ' cocido' (and the way it is
 * cooked, '(a la plancha)'), and 'crudo' agreeing with it; 'en crudo' when the name does
 * not say it is cooked. 'Arroz integral cocido' -> 'Arroz integral', 'crudo'.
 */
export function rawProduct(name: string): { name: string; raw: string } {
  const m = COOKED.exec(name);
  if (!m) return { name, raw: 'en crudo' };
  const stripped = `${name.slice(0, m.index)}${name.slice(m.index + m[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return { name: stripped || name, raw: `crud${m[1]!.toLowerCase()}` };
}

/** What a food's week comes to at the shop: the line without its alternatives. */
export function shoppingLine(
  food: TPlanFood,
  grams: number,
  usedUnits: ReadonlySet<string> = new Set(),
): TShoppingLine | null {
  const shopping = food.shopping ?? 'normal';
  const base = { foodId: food._id, grams: Math.round(grams * 10) / 10 };
  if (shopping === 'skip' || grams <= 0) return null;
  if (shopping === 'dry' && food.dryGramsPerLitre) {
    // An infusion weighs as much as its water: a gram is a millilitre.
    const amount = gramsToBuy((grams / 1000) * food.dryGramsPerLitre);
    const name = food.dryName?.trim() || food.name;
    return { ...base, name, amount, unit: 'g', quantity: `≈ ${formatGrams(amount)}` };
  }
  const rawPerCooked = food.rawPerCooked ?? null;
  if (rawPerCooked !== null) {
    const raw = rawProduct(food.name);
    const amount = gramsToBuy(grams * rawPerCooked);
    return {
      ...base,
      name: raw.name,
      amount,
      unit: 'g',
      quantity: `≈ ${formatGrams(amount)} ${raw.raw}`,
    };
  }
  const perMl = gramsPerMl(food);
  if (perMl !== null) {
    const amount = litresToBuy(grams / perMl / 1000);
    return {
      ...base,
      name: food.name,
      amount,
      unit: 'l',
      quantity: `${formatDecimal(amount, 2)} l`,
    };
  }
  const unit = unitMeasureOf(food, usedUnits);
  if (unit) {
    const amount = unitsToBuy(grams / unit.grams);
    const one = unit.name.replace(/\s*\([^)]*\)/g, '').trim();
    return { ...base, name: food.name, amount, unit: 'unidad', quantity: measureText(amount, one) };
  }
  const amount = gramsToBuy(grams);
  return { ...base, name: food.name, amount, unit: 'g', quantity: formatGrams(amount) };
}

/** A line as one reads it: 'Arroz integral ≈ 550 g crudo', 'Banana 7 unidades medianas'. */
export const shoppingLineText = (line: Pick<TShoppingLine, 'name' | 'quantity'>) =>
  `${line.name} ${line.quantity}`;

/** An alternative under its line: 'o bien: merluza ≈ 800 g cruda'. */
export const alternativeText = (line: Pick<TShoppingLine, 'name' | 'quantity'>) =>
  `o bien: ${nameInSentence(line.name)} ${line.quantity}`;

/** A food's week: its grams as eaten and the measures its portions name. */
interface Tally {
  grams: number;
  units: Set<string>;
}
const add = (tallies: Map<string, Tally>, p: TPortion, grams: number) => {
  const t = tallies.get(p.foodId) ?? { grams: 0, units: new Set<string>() };
  t.grams += grams;
  if (p.unit !== GRAMS) t.units.add(p.unit);
  tallies.set(p.foodId, t);
};

/**
 * A week's shopping: every item's grams (a recipe's: its ingredients' for the servings
 * eaten) times the weekdays its day covers (`timesPerWeek`), summed per food and bought as `shoppingLine` says; each item's 'o
 * bien' substitutes and the foods of a meal's other options summed the same way under it
 * (bought instead, so not added to it).
 * Grouped by the food group in the table's order, lines by name. A food she keeps off
 * the list ('skip') is left out with its alternatives.
 */
export function shoppingList(
  content: TPlanContent,
  foods: FoodIndex,
  recipes: RecipeIndex,
): TShoppingList {
  const mains = new Map<string, Tally>();
  const alternatives = new Map<string, Map<string, Tally>>();
  for (const day of content.days) {
    const times = timesPerWeek(day);
    if (times === 0) continue;
    const alternative = (of: string, p: TPortion) => {
      const food = foods.get(p.foodId);
      const g = food ? gramsOf(p, food) : null;
      if (g === null || p.foodId === of) return;
      const alts = alternatives.get(of) ?? new Map<string, Tally>();
      add(alts, p, g * times);
      alternatives.set(of, alts);
    };
    for (const meal of day.meals) {
      if (meal.optionOf) {
        // Another option of a meal is bought instead of it: each of its foods is an
        // alternative of the food in the same place of that meal (the last one's beyond it).
        const main = day.meals.find((m) => m.slot === meal.optionOf);
        const mainPortions = main ? mealPortions(main, recipes) : [];
        mealPortions(meal, recipes).forEach((p, i) => {
          const of = mainPortions[Math.min(i, mainPortions.length - 1)];
          if (of) alternative(of.foodId, p);
        });
        continue;
      }
      const mainOne = (p: TPortion) => {
        const food = foods.get(p.foodId);
        const g = food ? gramsOf(p, food) : null;
        if (g !== null) add(mains, p, g * times);
        return g !== null;
      };
      for (const item of meal.items) {
        if (!mainOne(item)) continue;
        for (const sub of item.substitutes) alternative(item.foodId, sub);
      }
      // A recipe's ingredients are bought as foods, for the servings the meal eats.
      for (const r of meal.recipes) recipePortions(r, recipes).forEach(mainOne);
    }
  }
  const items: { group: string; item: TShoppingItem }[] = [];
  for (const [id, tally] of mains) {
    const food = foods.get(id)!;
    const line = shoppingLine(food, tally.grams, tally.units);
    if (!line) continue;
    const alts = [...(alternatives.get(id) ?? [])].flatMap(([altId, t]) => {
      const alt = shoppingLine(foods.get(altId)!, t.grams, t.units);
      return alt ? [alt] : [];
    });
    items.push({ group: food.group, item: { ...line, alternatives: alts } });
  }
  const merged = oneLinePerProduct(items);
  return FOOD_GROUPS.map((group) => ({
    group,
    items: merged
      .filter((x) => x.group === group)
      .map((x) => x.item)
      .sort((a, b) => a.name.localeCompare(b.name, 'es')),
  })).filter((g) => g.items.length > 0);
}

const RAW_NAME = /\s+(crud[oa]s?)$/i;
const RAW_QUANTITY = /\s(crud[oa]s?)$/i;

/**
 * One line per product bought by weight: a food eaten cooked is bought raw, so a plan
 * with 'Arroz integral cocido' and a recipe with 'Arroz integral crudo' asks for one
 * 'Arroz integral ≈ 450 g crudo', not two lines of the same bag.
 */
function oneLinePerProduct(
  items: { group: string; item: TShoppingItem }[],
): { group: string; item: TShoppingItem }[] {
  const seen = new Map<string, { group: string; item: TShoppingItem }>();
  const out: { group: string; item: TShoppingItem }[] = [];
  for (const x of items) {
    const name = x.item.name.replace(RAW_NAME, '');
    const key = `${x.group}|${plainText(name)}`;
    const first = x.item.unit === 'g' ? seen.get(key) : undefined;
    if (!first) {
      if (x.item.unit === 'g') seen.set(key, x);
      out.push(x);
      continue;
    }
    const rawWord =
      RAW_QUANTITY.exec(first.item.quantity)?.[1] ??
      RAW_QUANTITY.exec(x.item.quantity)?.[1] ??
      RAW_NAME.exec(first.item.name)?.[1]?.toLowerCase() ??
      RAW_NAME.exec(x.item.name)?.[1]?.toLowerCase() ??
      null;
    const amount = gramsToBuy(first.item.amount + x.item.amount);
    first.item = {
      ...first.item,
      name,
      amount,
      grams: Math.round((first.item.grams + x.item.grams) * 10) / 10,
      quantity: rawWord ? `≈ ${formatGrams(amount)} ${rawWord}` : formatGrams(amount),
      alternatives: [...first.item.alternatives, ...x.item.alternatives],
    };
  }
  return out;
}
