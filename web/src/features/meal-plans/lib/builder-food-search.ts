import { FOOD_GROUPS } from '@contract/foods';
import { GRAMS, type TPlanFood } from '@contract/meal-plans';
import { decimalShown } from '@web/lib/decimal';

/**
 * The food picker's options and search: grouped by food group in the table's order,
 * searched without accents or case ('pure' finds 'Puré de papas', 'limon' finds 'Limón'),
 * every word anywhere in the name, and cut to a few dozen results so a table of
 * thousands of foods stays quick to type in.
 */

export interface FoodOption {
  value: string;
  label: string;
}
export interface FoodOptionGroup {
  group: string;
  items: FoodOption[];
}

export const PICKER_LIMIT = 40;

const plainCache = new Map<string, string>();
/** A text without accents or case, for comparing. */
export function plain(text: string): string {
  let p = plainCache.get(text);
  if (p === undefined) {
    p = text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .trim();
    if (plainCache.size > 5000) plainCache.clear();
    plainCache.set(text, p);
  }
  return p;
}

/**
 * The picker's options: the table's foods, and `extra` (foods a saved plan names that
 * the table no longer offers, e.g. archived) marked as such so a saved row still shows.
 */
export function foodOptions(
  foods: readonly TPlanFood[],
  extra: readonly TPlanFood[] = [],
): FoodOptionGroup[] {
  const offered = new Set(foods.map((f) => f._id));
  const all = [
    ...foods.map((f) => ({ food: f, label: f.name })),
    ...extra
      .filter((f) => !offered.has(f._id))
      .map((f) => ({ food: f, label: `${f.name} (ya no está en la tabla)` })),
  ];
  return FOOD_GROUPS.map((group) => ({
    group,
    items: all
      .filter((x) => x.food.group === group)
      .sort((a, b) => a.label.localeCompare(b.label, 'es'))
      .map((x) => ({ value: x.food._id, label: x.label })),
  })).filter((g) => g.items.length > 0);
}

/** The options whose name holds every word searched; names that start with it first; at most `limit`. */
export function searchFoods(
  groups: readonly FoodOptionGroup[],
  search: string,
  limit = PICKER_LIMIT,
): FoodOptionGroup[] {
  const words = plain(search).split(/\s+/).filter(Boolean);
  const first = words.join(' ');
  let left = limit;
  const result: FoodOptionGroup[] = [];
  for (const g of groups) {
    if (left <= 0) break;
    const matches = g.items.filter((o) => {
      const label = plain(o.label);
      return words.every((w) => label.includes(w));
    });
    if (first) {
      const starts = (o: FoodOption) => (plain(o.label).startsWith(first) ? 0 : 1);
      matches.sort((a, b) => starts(a) - starts(b));
    }
    const items = matches.slice(0, left);
    left -= items.length;
    if (items.length > 0) result.push({ group: g.group, items });
  }
  return result;
}

/** The unit choices of a food: grams, then each household measure with its weight ('1 taza (160 g)'). */
export function unitOptions(food: TPlanFood | undefined): FoodOption[] {
  return [
    { value: GRAMS, label: 'gramos' },
    ...(food?.measures ?? []).map((m) => ({
      value: m.name,
      label: `${m.name} (${decimalShown(m.grams)} g)`,
    })),
  ];
}
