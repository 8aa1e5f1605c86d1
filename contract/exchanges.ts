import { FOOD_GROUPS } from './foods-text';
import type { TFoodGroup } from './foods-text';
import type { TPlanFood } from './meal-plans';
import { portionText } from './portions';
import { matchedPortion } from './swaps';

/**
 * 'Lista de intercambios' (issue 35): she builds plans by exchanges, 'this or that, same
 * group, about the same energy'. Per food group, each food of the table in the amount that
 * brings the group's reference energy (one exchange), said the way the plan says a portion.
 * Pure, like the swaps it shares its arithmetic with (swaps.ts).
 */

/** Where the reference energies come from: printed under every list. */
export const EXCHANGE_SOURCE =
  'Adaptado del sistema de intercambios de la ADA y la Academy of Nutrition and Dietetics (Choose Your Foods, 2019).';

/**
 * The energy of one exchange per group, in kcal (EXCHANGE_SOURCE's lists, mapped onto the
 * table's groups). Null: the group has no exchange, so no list (a drink or 'Otros' has
 * nothing to be exchanged for by energy).
 */
export const EXCHANGE_KCAL: Readonly<Record<TFoodGroup, number | null>> = {
  // Starch: 15 g of carbohydrates, 3 g of protein, 1 g of fat.
  'Panificados y cereales': 80,
  // Fruit: 15 g of carbohydrates.
  Frutas: 60,
  // Nonstarchy vegetables: 5 g of carbohydrates, 2 g of protein.
  Verduras: 25,
  // Fat-free or low-fat milk: 12 g of carbohydrates, 8 g of protein.
  Lácteos: 90,
  // Medium-fat protein (eggs, most meats and fish): 7 g of protein, 5 g of fat.
  Carnes: 75,
  // Beans, peas and lentils count as one starch and one lean protein: 80 + 45.
  Legumbres: 125,
  // Fat: 5 g of fat.
  Grasas: 45,
  // Sweets: 15 g of carbohydrates, as sugar about 60 kcal.
  Azúcares: 60,
  Bebidas: null,
  Otros: null,
};

export interface ExchangeItem {
  food: TPlanFood;
  /** A count of `unit`, or grams when `unit` is GRAMS. */
  amount: number;
  unit: string;
  grams: number;
  /** As the plan says a portion: '1 taza (160 g)', '60 g'. */
  text: string;
}

export interface ExchangeGroup {
  group: TFoodGroup;
  /** The energy of one exchange of the group. */
  kcal: number;
  items: ExchangeItem[];
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** A portion in one piece, its grams or note in parentheses: '1 taza (160 g)', '60 g'. */
export function exchangeText(p: Pick<ExchangeItem, 'amount' | 'unit'>, food: TPlanFood): string {
  const { amount, detail } = portionText(p, food);
  return detail ? `${amount} (${detail})` : amount;
}

/**
 * Whether a food can stand in a list. Not one without energy (no amount of water brings
 * 80 kcal), and not an ultra-processed one: the Guía Alimentaria para la Población
 * Uruguaya advises avoiding them, so a list meant to widen the client's choices does not
 * offer them.
 */
/** The most a portion of an exchange weighs (a big plate of vegetables, a glass and a half of milk). */
export const MAX_PORTION_GRAMS = 350;

const exchangeable = (food: TPlanFood) => food.kcal > 0 && !food.ultraprocesado;

/**
 * The exchange lists of `foods` (the table's foods in use), one per group that has a
 * reference energy and at least one food, in the table's order of groups; only `groups`
 * when given. Each food in the amount that brings the group's energy: a household measure
 * counted to the half, else grams (to 5 g, to 1 g under 20 g), whichever lands within
 * ±10 % (swaps.ts's matchedPortion); a food none lands for is left out, as is one
 * `exchangeable` refuses. Foods by name, as Spanish sorts them.
 */
export function exchangeList(
  foods: readonly TPlanFood[],
  groups?: readonly TFoodGroup[],
): ExchangeGroup[] {
  const wanted = groups ? new Set(groups) : null;
  const lists: ExchangeGroup[] = [];
  for (const group of FOOD_GROUPS) {
    const kcal = EXCHANGE_KCAL[group];
    if (kcal === null || (wanted && !wanted.has(group))) continue;
    const items = exchangeItems(
      foods.filter((f) => f.group === group),
      kcal,
    );
    if (items.length > 0) lists.push({ group, kcal, items });
  }
  return lists;
}

/** One group's foods, each in the portion that brings `kcal`, by name; a food listed once. */
function exchangeItems(foods: readonly TPlanFood[], kcal: number): ExchangeItem[] {
  const seen = new Set<string>();
  const items: ExchangeItem[] = [];
  for (const food of foods) {
    if (seen.has(food._id) || !exchangeable(food)) continue;
    seen.add(food._id);
    const portion = matchedPortion(food, kcal);
    // 780 g of diet jelly or 275 g of lemon juice bring the group's energy, but nobody eats
    // them as a portion of it: a food that needs more than MAX_PORTION_GRAMS is no exchange.
    if (portion && portion.grams <= MAX_PORTION_GRAMS)
      items.push({ food, ...portion, text: exchangeText(portion, food) });
  }
  return items.sort((a, b) => collator.compare(a.food.name, b.food.name));
}
