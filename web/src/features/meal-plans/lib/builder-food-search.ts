import { foodQuery, rankFoods } from '@contract/food-search';
import { FOOD_GROUPS } from '@contract/foods-text';
import { GRAMS } from '@contract/meal-plans-text';
import type { TPlanFood } from '@contract/meal-plans';
import { decimalShown } from '@web/lib/decimal';

/**
 * The food picker's options and search: grouped by food group in the table's order;
 * searched as the food table's search ranks (contract/food-search.ts: accents and case
 * aside, plurals and synonyms too, names that start with the words first), and cut to a
 * few dozen results so a table of thousands of foods stays quick to type in.
 */

export interface FoodOption {
  value: string;
  label: string;
  /** Other names the search finds it by ('calabaza' for Zapallo); absent when none. */
  synonyms?: readonly string[];
}

export interface FoodOptionGroup {
  group: string;
  items: FoodOption[];
}

/** A food as the picker offers it: the food table's answer carries its synonyms. */
export type PickerFood = TPlanFood & { synonyms?: readonly string[] };

export const PICKER_LIMIT = 40;

/**
 * The picker's options: the table's foods, and `extra` (foods a saved plan names that
 * the table no longer offers, e.g. archived) marked as such so a saved row still shows.
 */
export function foodOptions(
  foods: readonly PickerFood[],
  extra: readonly PickerFood[] = [],
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
      .map((x) => ({
        value: x.food._id,
        label: x.label,
        ...(x.food.synonyms?.length ? { synonyms: x.food.synonyms } : {}),
      })),
  })).filter((g) => g.items.length > 0);
}

/**
 * The options the search finds, at most `limit`: best first (contract/food-search.ts), each
 * under its group, the groups in the order of their best option ('te' shows Bebidas, where
 * Té is, before Carnes). Nothing typed: the groups as they are.
 */
export function searchFoods(
  groups: readonly FoodOptionGroup[],
  search: string,
  limit = PICKER_LIMIT,
): FoodOptionGroup[] {
  if (!foodQuery(search)) {
    let left = limit;
    const result: FoodOptionGroup[] = [];
    for (const g of groups) {
      if (left <= 0) break;
      const items = g.items.slice(0, left);
      left -= items.length;
      if (items.length > 0) result.push({ group: g.group, items });
    }
    return result;
  }
  const options = groups.flatMap((g) => g.items.map((item) => ({ group: g.group, item })));
  const ranked = rankFoods(options, search, ({ item }) => ({
    name: item.label,
    synonyms: item.synonyms,
  })).slice(0, limit);
  const byGroup = new Map<string, FoodOption[]>();
  for (const { group, item } of ranked) {
    const items = byGroup.get(group);
    if (items) items.push(item);
    else byGroup.set(group, [item]);
  }
  return [...byGroup].map(([group, items]) => ({ group, items }));
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
