import type { TNutrients } from '@contract/foods';
import {
  GRAMS,
  MEAL_LABELS,
  MEAL_SLOTS,
  ZMealPlanUpdateSchema,
  type TMealPlan,
  type TMealPlanUpdate,
  type TMealSlot,
  type TPlanDay,
  type TPlanFood,
  type TPlanTarget,
} from '@contract/meal-plans';
import { dayTotals, gramsOf, portionNutrients, type FoodIndex } from '@contract/nutrition';
import { decimalShown, decimalText, decimalValue } from '@web/lib/decimal';

/**
 * The builder's draft: the plan as she is editing it, before it is saved. Amounts are the
 * text she typed ('1,5'), so a half-typed number is never rewritten under her fingers;
 * every total is computed from it with contract/nutrition.ts, the same arithmetic the
 * server uses for the answer and the PDF. Rows carry a `key` so React keeps each row's
 * inputs (and focus) when rows move.
 */

export interface DraftPortion {
  key: string;
  foodId: string;
  amount: string;
  unit: string;
}
export interface DraftItem extends DraftPortion {
  note: string;
  substitutes: DraftPortion[];
}
export interface DraftMeal {
  key: string;
  slot: TMealSlot;
  time: string;
  notes: string;
  items: DraftItem[];
}
export interface DraftDay {
  key: string;
  name: string;
  timesPerWeek: number;
  meals: DraftMeal[];
}
export interface Draft {
  title: string;
  notes: string;
  target: TPlanTarget | null;
  days: DraftDay[];
}

export const MAX_DAYS = 7;
export const MAX_MEALS = 8;
export const MAX_ITEMS = 30;
export const MAX_SUBSTITUTES = 5;
/** The meals a new day starts with: the anamnesis's four main ones. */
const NEW_DAY_SLOTS: readonly TMealSlot[] = ['desayuno', 'almuerzo', 'merienda', 'cena'];

let nextKey = 0;
const newKey = () => `k${(nextKey += 1)}`;

const emptyPortion = (): DraftPortion => ({ key: newKey(), foodId: '', amount: '', unit: GRAMS });
const emptyItem = (): DraftItem => ({ ...emptyPortion(), note: '', substitutes: [] });
const emptyMeal = (slot: TMealSlot): DraftMeal => ({
  key: newKey(),
  slot,
  time: '',
  notes: '',
  items: [],
});
export const emptyDay = (name: string): DraftDay => ({
  key: newKey(),
  name,
  timesPerWeek: 7,
  meals: NEW_DAY_SLOTS.map(emptyMeal),
});

/** The draft of a plan as the server answered it. */
export function draftFromPlan(plan: Pick<TMealPlan, 'title' | 'content' | 'target'>): Draft {
  const portion = (p: { foodId: string; amount: number; unit: string }): DraftPortion => ({
    key: newKey(),
    foodId: p.foodId,
    amount: decimalShown(p.amount),
    unit: p.unit,
  });
  return {
    title: plan.title,
    notes: plan.content.notes,
    target: plan.target,
    days: plan.content.days.map((d) => ({
      key: newKey(),
      name: d.name,
      timesPerWeek: d.timesPerWeek,
      meals: d.meals.map((m) => ({
        key: newKey(),
        slot: m.slot,
        time: m.time,
        notes: m.notes,
        items: m.items.map((i) => ({
          ...portion(i),
          note: i.note,
          substitutes: i.substitutes.map(portion),
        })),
      })),
    })),
  };
}

/**
 * A draft day without the editor's keys, its amounts as `amount` makes them: the text
 * Guardar sends, or the number the totals count.
 */
function plainDay<A>(d: DraftDay, amount: (typed: string) => A) {
  const portion = (p: DraftPortion) => ({
    foodId: p.foodId,
    amount: amount(p.amount),
    unit: p.unit,
  });
  return {
    name: d.name,
    timesPerWeek: d.timesPerWeek,
    meals: d.meals.map((m) => ({
      slot: m.slot,
      time: m.time,
      notes: m.notes,
      items: m.items.map((i) => ({
        ...portion(i),
        note: i.note,
        substitutes: i.substitutes.map(portion),
      })),
    })),
  };
}

/** What Guardar sends (PUT): amounts as typed, with a point; the server reads both separators. */
export function bodyOf(draft: Draft): TMealPlanUpdate {
  return {
    title: draft.title,
    target: draft.target,
    content: { notes: draft.notes, days: draft.days.map((d) => plainDay(d, decimalText)) },
  };
}

/** A fingerprint of what would be saved: the draft has unsaved changes when it differs. */
export const savedForm = (draft: Draft) => JSON.stringify(bodyOf(draft));

/**
 * What is wrong before sending, by the same dotted paths the server answers with
 * ('content.days.0.meals.1.items.2.foodId'): the contract's own schema decides.
 */
export function draftProblems(draft: Draft): Record<string, string> {
  const parsed = ZMealPlanUpdateSchema.safeParse(bodyOf(draft));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    // An empty picker is a missing choice, not a malformed id.
    const message = path.endsWith('.foodId') ? 'Elegí un alimento' : issue.message;
    problems[path] ??= message;
  }
  return problems;
}

/** Where a path of an error is, in her words: 'Día tipo › Desayuno › alimento 3'. */
export function placeOf(path: string, draft: Draft): string | null {
  const m = /^content\.days\.(\d+)(?:\.meals\.(\d+)(?:\.items\.(\d+))?)?/.exec(path);
  if (!m) return null;
  const day = draft.days[Number(m[1])];
  if (!day) return null;
  const parts = [day.name || `Día ${Number(m[1]) + 1}`];
  const meal = m[2] === undefined ? undefined : day.meals[Number(m[2])];
  if (meal) parts.push(MEAL_LABELS[meal.slot]);
  if (meal && m[3] !== undefined) parts.push(`alimento ${Number(m[3]) + 1}`);
  return parts.join(' › ');
}

// ---------------------------------------------------------------- totals

/** A day as nutrition.ts counts it: amounts as numbers (a half-typed one counts 0). */
export const countedDay = (day: DraftDay): TPlanDay =>
  plainDay(day, (typed) => decimalValue(typed) ?? 0);

export const draftDayTotals = (day: DraftDay, foods: FoodIndex) =>
  dayTotals(countedDay(day), foods);

/** One row's grams and nutrients; grams null when the food or its measure is unknown. */
export function portionFigures(
  p: DraftPortion,
  foods: FoodIndex,
): { grams: number | null; nutrients: TNutrients } {
  const amount = decimalValue(p.amount) ?? 0;
  const food = foods.get(p.foodId);
  const grams = food ? gramsOf({ amount, unit: p.unit }, food) : null;
  return { grams, nutrients: portionNutrients({ foodId: p.foodId, amount, unit: p.unit }, foods) };
}

/** The unit a portion keeps when its food changes: its measure when the new food has it, else grams. */
export const unitFor = (food: TPlanFood | undefined, unit: string) =>
  unit === GRAMS || food?.measures.some((m) => m.name === unit) ? unit : GRAMS;

/**
 * What a portion becomes when she picks a food: on an empty row, one of the food's first
 * household measure (what the client reads in the plan), else the unit it had when the
 * new food has it.
 */
export function pickFood(
  food: TPlanFood | undefined,
  portion: Pick<DraftPortion, 'foodId' | 'amount' | 'unit'>,
): Pick<DraftPortion, 'foodId' | 'amount' | 'unit'> & { foodId: string } {
  const foodId = food?._id ?? '';
  const first = food?.measures[0];
  if (portion.foodId === '' && first && portion.amount === '')
    return { foodId, amount: '1', unit: first.name };
  return { foodId, amount: portion.amount, unit: unitFor(food, portion.unit) };
}

// ---------------------------------------------------------------- edits

export type DraftAction =
  | { type: 'reset'; draft: Draft }
  | { type: 'title'; title: string }
  | { type: 'notes'; notes: string }
  | { type: 'target'; target: TPlanTarget | null }
  | { type: 'addDay'; name: string }
  | { type: 'copyDay'; day: number }
  | { type: 'removeDay'; day: number }
  | { type: 'moveDay'; day: number; by: -1 | 1 }
  | { type: 'day'; day: number; patch: Partial<Pick<DraftDay, 'name' | 'timesPerWeek'>> }
  | { type: 'addMeal'; day: number; slot: TMealSlot }
  | { type: 'removeMeal'; day: number; meal: number }
  | { type: 'meal'; day: number; meal: number; patch: Partial<Pick<DraftMeal, 'time' | 'notes'>> }
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
  | { type: 'addSubstitute'; day: number; meal: number; item: number }
  | { type: 'removeSubstitute'; day: number; meal: number; item: number; sub: number }
  | {
      type: 'substitute';
      day: number;
      meal: number;
      item: number;
      sub: number;
      patch: Partial<Omit<DraftPortion, 'key'>>;
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

/** A day copied with fresh keys, so the copy's rows are its own. */
function cloneDay(day: DraftDay): DraftDay {
  const portion = (p: DraftPortion): DraftPortion => ({ ...p, key: newKey() });
  return {
    ...day,
    key: newKey(),
    name: `${day.name} (copia)`.slice(0, 40),
    meals: day.meals.map((m) => ({
      ...m,
      key: newKey(),
      items: m.items.map((i) => ({ ...i, key: newKey(), substitutes: i.substitutes.map(portion) })),
    })),
  };
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
    case 'addMeal':
      return days((d) => {
        if (d.meals.length >= MAX_MEALS || d.meals.some((m) => m.slot === action.slot)) return d;
        // Meals stay in the day's order (desayuno … colaciones), wherever one is added.
        const order = (s: TMealSlot) => MEAL_SLOTS.indexOf(s);
        const meals = [...d.meals, emptyMeal(action.slot)].sort(
          (a, b) => order(a.slot) - order(b.slot),
        );
        return { ...d, meals };
      }, action.day);
    case 'removeMeal':
      return days(
        (d) => (d.meals.length <= 1 ? d : { ...d, meals: removeAt(d.meals, action.meal) }),
        action.day,
      );
    case 'meal':
      return meals(action.day, action.meal, (m) => ({ ...m, ...action.patch }));
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
    case 'addSubstitute':
      return items(action.day, action.meal, action.item, (i) =>
        i.substitutes.length >= MAX_SUBSTITUTES
          ? i
          : { ...i, substitutes: [...i.substitutes, emptyPortion()] },
      );
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
  }
}

/** The meals a day can still add, in the day's order. */
export const missingSlots = (day: DraftDay): TMealSlot[] =>
  MEAL_SLOTS.filter((s) => !day.meals.some((m) => m.slot === s));
