import type { TNutrients } from '@contract/foods';
import { GRAMS } from '@contract/meal-plans-text';
import {
  ZMealPlanUpdateSchema,
  type TMealPlan,
  type TMealPlanUpdate,
  type TPlanDay,
  type RecipeIndex,
  type TPlanFood,
  type TPlanTarget,
} from '@contract/meal-plans';
import {
  dayTotals,
  gramsOf,
  mealTotals,
  portionNutrients,
  type FoodIndex,
} from '@contract/nutrition';
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
/** One of her recipes as an item of a meal: how many servings, as typed ('1,5'). */
export interface DraftRecipe {
  key: string;
  recipeId: string;
  servings: string;
  note: string;
}
export interface DraftMeal {
  key: string;
  /** The meal's key in its day, which a client's tick names (kept across edits). */
  slot: string;
  name: string;
  time: string;
  notes: string;
  items: DraftItem[];
  recipes: DraftRecipe[];
  /** Another option of the meal with this key ('Opción B'), or null. */
  optionOf: string | null;
}
export interface DraftDay {
  key: string;
  name: string;
  /** ISO weekdays this day is eaten on (1 Monday … 7 Sunday). */
  weekdays: number[];
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
export const MAX_RECIPES = 5;
/** The meals a new day starts with: the four main ones, keyed as the anamnesis keys them. */
const NEW_DAY_MEALS = [
  { slot: 'desayuno', name: 'Desayuno' },
  { slot: 'almuerzo', name: 'Almuerzo' },
  { slot: 'merienda', name: 'Merienda' },
  { slot: 'cena', name: 'Cena' },
] as const;

let nextKey = 0;
export const newKey = () => `k${(nextKey += 1)}`;
/** A key for a meal she adds, unique in its day (a tick names it, so it never changes). */
export const newMealSlot = (day: Pick<DraftDay, 'meals'>) => {
  for (let n = day.meals.length + 1; ; n++) {
    const slot = `comida-${n}`;
    if (!day.meals.some((m) => m.slot === slot)) return slot;
  }
};

export const emptyPortion = (): DraftPortion => ({
  key: newKey(),
  foodId: '',
  amount: '',
  unit: GRAMS,
});
export const emptyItem = (): DraftItem => ({ ...emptyPortion(), note: '', substitutes: [] });
export const emptyMeal = (
  slot: string,
  name: string,
  optionOf: string | null = null,
): DraftMeal => ({
  key: newKey(),
  slot,
  name,
  time: '',
  notes: '',
  items: [],
  recipes: [],
  optionOf,
});
/** A new day: no weekday yet (each weekday is on one day: she picks its chips). */
export const emptyDay = (name: string): DraftDay => ({
  key: newKey(),
  name,
  weekdays: [],
  meals: NEW_DAY_MEALS.map((m) => emptyMeal(m.slot, m.name)),
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
      weekdays: d.weekdays,
      meals: d.meals.map((m) => ({
        key: newKey(),
        slot: m.slot,
        name: m.name,
        time: m.time,
        notes: m.notes,
        optionOf: m.optionOf ?? null,
        items: m.items.map((i) => ({
          ...portion(i),
          note: i.note,
          substitutes: i.substitutes.map(portion),
        })),
        recipes: m.recipes.map((r) => ({
          key: newKey(),
          recipeId: r.recipeId,
          servings: decimalShown(r.servings),
          note: r.note,
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
    weekdays: d.weekdays,
    meals: d.meals.map((m) => ({
      slot: m.slot,
      name: m.name,
      time: m.time,
      notes: m.notes,
      optionOf: m.optionOf,
      items: m.items.map((i) => ({
        ...portion(i),
        note: i.note,
        substitutes: i.substitutes.map(portion),
      })),
      recipes: m.recipes.map((r) => ({
        recipeId: r.recipeId,
        servings: amount(r.servings),
        note: r.note,
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

/** Where a path of an error is, in her words: 'Día tipo › Desayuno › alimento 3' ('› receta 1'). */
export function placeOf(path: string, draft: Draft): string | null {
  const m = /^content\.days\.(\d+)(?:\.meals\.(\d+)(?:\.(items|recipes)\.(\d+))?)?/.exec(path);
  if (!m) return null;
  const day = draft.days[Number(m[1])];
  if (!day) return null;
  const parts = [day.name || `Día ${Number(m[1]) + 1}`];
  const meal = m[2] === undefined ? undefined : day.meals[Number(m[2])];
  if (meal) parts.push(meal.name || `comida ${Number(m[2]) + 1}`);
  if (meal && m[4] !== undefined)
    parts.push(`${m[3] === 'recipes' ? 'receta' : 'alimento'} ${Number(m[4]) + 1}`);
  return parts.join(' › ');
}

// ---------------------------------------------------------------- totals

/** A day as nutrition.ts counts it: amounts as numbers (a half-typed one counts 0). */
export const countedDay = (day: DraftDay): TPlanDay =>
  plainDay(day, (typed) => decimalValue(typed) ?? 0);

/** A day's totals as she types: its foods and its recipes' ingredients for their servings. */
export const draftDayTotals = (day: DraftDay, foods: FoodIndex, recipes: RecipeIndex) =>
  dayTotals(countedDay(day), foods, recipes);

/** What a recipe row brings for the servings typed (nothing for a recipe the index lacks). */
export const recipeNutrients = (
  r: Pick<DraftRecipe, 'recipeId' | 'servings'>,
  foods: FoodIndex,
  recipes: RecipeIndex,
): TNutrients =>
  mealTotals(
    {
      items: [],
      recipes: [{ recipeId: r.recipeId, servings: decimalValue(r.servings) ?? 0, note: '' }],
    },
    foods,
    recipes,
  );

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
