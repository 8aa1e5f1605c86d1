import { MEAL_NAMES } from '@contract/meal-plans-text';
import type { TPlanTarget, TPortion } from '@contract/meal-plans';
import { decimalShown } from '@web/lib/decimal';
import {
  emptyDay,
  emptyItem,
  emptyMeal,
  emptyPortion,
  MAX_DAYS,
  MAX_ITEMS,
  MAX_MEALS,
  MAX_RECIPES,
  MAX_SUBSTITUTES,
  newKey,
  newMealSlot,
  type Draft,
  type DraftDay,
  type DraftItem,
  type DraftMeal,
  type DraftPortion,
  type DraftRecipe,
} from './builder-draft';

/*
 * The builder's edits: every change she makes to the draft (builder-draft.ts) is one of
 * these actions, applied by one pure reducer, so each is tested without a browser.
 */

export type DraftAction =
  | { type: 'reset'; draft: Draft }
  | { type: 'title'; title: string }
  | { type: 'notes'; notes: string }
  | { type: 'target'; target: TPlanTarget | null }
  | { type: 'addDay'; name: string }
  | { type: 'copyDay'; day: number }
  | { type: 'removeDay'; day: number }
  | { type: 'moveDay'; day: number; by: -1 | 1 }
  | { type: 'day'; day: number; patch: Partial<Pick<DraftDay, 'name'>> }
  /** A weekday's chip: on this day (and then on no other), or off. */
  | { type: 'weekday'; day: number; weekday: number; on: boolean }
  | { type: 'addMeal'; day: number; name: string }
  | { type: 'removeMeal'; day: number; meal: number }
  /** Another way to make this meal ('Opción B'), empty, after its last option. */
  | { type: 'addOption'; day: number; meal: number }
  /** The meal copied, with its foods and recipes, to the end of each of those days. */
  | { type: 'copyMeal'; day: number; meal: number; to: number[] }
  | {
      type: 'meal';
      day: number;
      meal: number;
      patch: Partial<Pick<DraftMeal, 'name' | 'time' | 'notes'>>;
    }
  | { type: 'addItem'; day: number; meal: number }
  | { type: 'removeItem'; day: number; meal: number; item: number }
  | { type: 'moveItem'; day: number; meal: number; item: number; by: -1 | 1 }
  | {
      type: 'item';
      day: number;
      meal: number;
      item: number;
      patch: Partial<Omit<DraftItem, 'key' | 'substitutes'>>;
    }
  /**
   * 'Cambiar por…': another food in its amount instead of the item's; the note stays, and
   * an 'o bien' of that very food goes (it would offer the food instead of itself).
   */
  | { type: 'replaceItem'; day: number; meal: number; item: number; portion: TPortion }
  /**
   * An 'o bien': empty, or a food in its amount ('Cambiar por…'), which is not added when
   * the item already has 5 or that food is already the item's or one of its options.
   */
  | { type: 'addSubstitute'; day: number; meal: number; item: number; portion?: TPortion }
  | { type: 'removeSubstitute'; day: number; meal: number; item: number; sub: number }
  | {
      type: 'substitute';
      day: number;
      meal: number;
      item: number;
      sub: number;
      patch: Partial<Omit<DraftPortion, 'key'>>;
    }
  /** One of her recipes, picked from her list, as one serving of the meal. */
  | { type: 'addRecipe'; day: number; meal: number; recipeId: string }
  | { type: 'removeRecipe'; day: number; meal: number; recipe: number }
  | {
      type: 'recipe';
      day: number;
      meal: number;
      recipe: number;
      patch: Partial<Pick<DraftRecipe, 'servings' | 'note'>>;
    };

const replaceAt = <T>(list: readonly T[], i: number, next: (x: T) => T): T[] =>
  list.map((x, j) => (j === i ? next(x) : x));
const removeAt = <T>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);
function moveBy<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** A meal copied with fresh keys, so the copy's rows are its own. */
function cloneMeal(m: DraftMeal): DraftMeal {
  const portion = (p: DraftPortion): DraftPortion => ({ ...p, key: newKey() });
  return {
    ...m,
    key: newKey(),
    items: m.items.map((i) => ({ ...i, key: newKey(), substitutes: i.substitutes.map(portion) })),
    recipes: m.recipes.map((r) => ({ ...r, key: newKey() })),
  };
}

/** A day copied with fresh keys and no weekday (each weekday is on one day). */
function cloneDay(day: DraftDay): DraftDay {
  return {
    ...day,
    key: newKey(),
    name: `${day.name} (copia)`.slice(0, 40),
    weekdays: [],
    meals: day.meals.map(cloneMeal),
  };
}

/** A portion as the draft holds it: a row of its own, its amount as a field shows it ('1,5'). */
const draftPortion = (p: TPortion): DraftPortion => ({
  key: newKey(),
  foodId: p.foodId,
  amount: decimalShown(p.amount),
  unit: p.unit,
});

/**
 * Why a food cannot be one more 'o bien' of an item, in her words, or null when it can:
 * the item has 5 already, or the food is the item's own or already one of its options.
 */
export function substituteRefusal(
  item: { foodId: string; substitutes: readonly Pick<DraftPortion, 'foodId'>[] },
  foodId: string,
): string | null {
  if (item.substitutes.length >= MAX_SUBSTITUTES)
    return `Ya tiene ${MAX_SUBSTITUTES} opciones «o bien», el máximo`;
  if (item.foodId === foodId) return 'Es el mismo alimento';
  if (item.substitutes.some((s) => s.foodId === foodId))
    return 'Ya es una de sus opciones «o bien»';
  return null;
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  const days = (next: (d: DraftDay) => DraftDay, day: number): Draft => ({
    ...draft,
    days: replaceAt(draft.days, day, next),
  });
  const meals = (day: number, meal: number, next: (m: DraftMeal) => DraftMeal) =>
    days((d) => ({ ...d, meals: replaceAt(d.meals, meal, next) }), day);
  const items = (day: number, meal: number, item: number, next: (i: DraftItem) => DraftItem) =>
    meals(day, meal, (m) => ({ ...m, items: replaceAt(m.items, item, next) }));

  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'title':
      return { ...draft, title: action.title };
    case 'notes':
      return { ...draft, notes: action.notes };
    case 'target':
      return { ...draft, target: action.target };
    case 'addDay':
      if (draft.days.length >= MAX_DAYS) return draft;
      return { ...draft, days: [...draft.days, emptyDay(action.name)] };
    case 'copyDay': {
      const source = draft.days[action.day];
      if (!source || draft.days.length >= MAX_DAYS) return draft;
      const next = [...draft.days];
      next.splice(action.day + 1, 0, cloneDay(source));
      return { ...draft, days: next };
    }
    case 'removeDay':
      // A plan has at least one day (the schema's rule): the last one stays.
      return draft.days.length <= 1 ? draft : { ...draft, days: removeAt(draft.days, action.day) };
    case 'moveDay':
      return { ...draft, days: moveBy(draft.days, action.day, action.by) };
    case 'day':
      return days((d) => ({ ...d, ...action.patch }), action.day);
    case 'weekday':
      return {
        ...draft,
        days: draft.days.map((d, i) => {
          const others = d.weekdays.filter((w) => w !== action.weekday);
          if (i !== action.day) return { ...d, weekdays: action.on ? others : d.weekdays };
          return {
            ...d,
            weekdays: action.on ? [...others, action.weekday].sort((a, b) => a - b) : others,
          };
        }),
      };
    case 'addMeal':
      return days(
        (d) =>
          d.meals.length >= MAX_MEALS
            ? d
            : { ...d, meals: [...d.meals, emptyMeal(newMealSlot(d), action.name)] },
        action.day,
      );
    case 'copyMeal': {
      const source = draft.days[action.day]?.meals[action.meal];
      if (!source) return draft;
      return {
        ...draft,
        days: draft.days.map((d, i) =>
          !action.to.includes(i) || i === action.day || d.meals.length >= MAX_MEALS
            ? d
            : {
                ...d,
                meals: [...d.meals, { ...cloneMeal(source), slot: newMealSlot(d), optionOf: null }],
              },
        ),
      };
    }
    case 'removeMeal':
      return days((d) => {
        const gone = d.meals[action.meal];
        if (!gone || d.meals.length <= 1) return d;
        // A meal goes with its other options; an option goes alone.
        const meals = d.meals.filter(
          (m, i) => i !== action.meal && (gone.optionOf !== null || m.optionOf !== gone.slot),
        );
        return meals.length === 0 ? d : { ...d, meals };
      }, action.day);
    case 'addOption':
      return days((d) => {
        const main = d.meals[action.meal];
        if (!main || main.optionOf !== null || d.meals.length >= MAX_MEALS) return d;
        let at = action.meal;
        d.meals.forEach((m, i) => {
          if (m.optionOf === main.slot) at = i;
        });
        const meals = [...d.meals];
        meals.splice(at + 1, 0, emptyMeal(newMealSlot(d), main.name, main.slot));
        return { ...d, meals };
      }, action.day);
    case 'meal': {
      const main = draft.days[action.day]?.meals[action.meal];
      const renamed = action.patch.name;
      // A meal's options are called as the meal is.
      const follows = (m: DraftMeal) =>
        renamed !== undefined && main?.optionOf === null && m.optionOf === main.slot;
      return days(
        (d) => ({
          ...d,
          meals: d.meals.map((m, i) =>
            i === action.meal
              ? { ...m, ...action.patch }
              : follows(m)
                ? { ...m, name: renamed! }
                : m,
          ),
        }),
        action.day,
      );
    }
    case 'addItem':
      return meals(action.day, action.meal, (m) =>
        m.items.length >= MAX_ITEMS ? m : { ...m, items: [...m.items, emptyItem()] },
      );
    case 'removeItem':
      return meals(action.day, action.meal, (m) => ({
        ...m,
        items: removeAt(m.items, action.item),
      }));
    case 'moveItem':
      return meals(action.day, action.meal, (m) => ({
        ...m,
        items: moveBy(m.items, action.item, action.by),
      }));
    case 'item':
      return items(action.day, action.meal, action.item, (i) => ({ ...i, ...action.patch }));
    case 'replaceItem': {
      const { foodId } = action.portion;
      return items(action.day, action.meal, action.item, (i) => ({
        ...i,
        ...draftPortion(action.portion),
        key: i.key,
        substitutes: i.substitutes.filter((s) => s.foodId !== foodId),
      }));
    }
    case 'addSubstitute': {
      const { portion } = action;
      return items(action.day, action.meal, action.item, (i) =>
        i.substitutes.length >= MAX_SUBSTITUTES ||
        (portion !== undefined && substituteRefusal(i, portion.foodId) !== null)
          ? i
          : {
              ...i,
              substitutes: [...i.substitutes, portion ? draftPortion(portion) : emptyPortion()],
            },
      );
    }
    case 'removeSubstitute':
      return items(action.day, action.meal, action.item, (i) => ({
        ...i,
        substitutes: removeAt(i.substitutes, action.sub),
      }));
    case 'substitute':
      return items(action.day, action.meal, action.item, (i) => ({
        ...i,
        substitutes: replaceAt(i.substitutes, action.sub, (s) => ({ ...s, ...action.patch })),
      }));
    case 'addRecipe': {
      const added: DraftRecipe = {
        key: newKey(),
        recipeId: action.recipeId,
        servings: '1',
        note: '',
      };
      return meals(action.day, action.meal, (m) =>
        m.recipes.length >= MAX_RECIPES ? m : { ...m, recipes: [...m.recipes, added] },
      );
    }
    case 'removeRecipe':
      return meals(action.day, action.meal, (m) => ({
        ...m,
        recipes: removeAt(m.recipes, action.recipe),
      }));
    case 'recipe':
      return meals(action.day, action.meal, (m) => ({
        ...m,
        recipes: replaceAt(m.recipes, action.recipe, (r) => ({ ...r, ...action.patch })),
      }));
  }
}

/** The usual meal names a day does not have yet, to add one of them. */
export const missingMealNames = (day: DraftDay): string[] =>
  MEAL_NAMES.filter((n) => !day.meals.some((m) => m.name.trim() === n));
