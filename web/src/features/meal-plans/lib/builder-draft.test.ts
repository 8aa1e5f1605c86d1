import { describe, expect, it } from 'vitest';
import { indexRecipes } from '@contract/nutrition';
import type { TPlanFood } from '@contract/meal-plans';
import { indexFoods } from '@contract/nutrition';
import {
  bodyOf,
  draftDayTotals,
  draftFromPlan,
  draftProblems,
  placeOf,
  portionFigures,
  savedForm,
  pickFood,
  unitFor,
  type Draft,
} from './builder-draft';
import { draftReducer, missingMealNames, type DraftAction } from './builder-edits';
import { foodOptions, searchFoods, unitOptions } from './builder-food-search';
import { gapText, reached } from './builder-format';

const OAT = '11111111-1111-4111-8111-111111111111';
const MILK = '22222222-2222-4222-8222-222222222222';
const LEMON = '33333333-3333-4333-8333-333333333333';

const foods: TPlanFood[] = [
  {
    _id: OAT,
    name: 'Avena arrollada',
    group: 'Panificados y cereales',
    kcal: 380,
    proteinas: 13,
    carbohidratos: 60,
    grasas: 7,
    fibra: 10,
    measures: [{ name: '1 cucharada', grams: 10 }],
  },
  {
    _id: MILK,
    name: 'Leche descremada',
    group: 'Lácteos',
    kcal: 35,
    proteinas: 3.4,
    carbohidratos: 5,
    grasas: 0.1,
    fibra: 0,
    measures: [{ name: '1 taza', grams: 200 }],
  },
  {
    _id: LEMON,
    name: 'Limón',
    group: 'Frutas',
    kcal: 29,
    proteinas: 1.1,
    carbohidratos: 9,
    grasas: 0.3,
    fibra: 2.8,
    measures: [],
  },
];
const index = indexFoods(foods);
const NO_RECIPES = indexRecipes([]);

const plan = draftFromPlan({
  title: 'Plan de Ana',
  target: null,
  content: {
    notes: 'Tomá 2 litros de agua',
    days: [
      {
        name: 'Día tipo',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        meals: [
          {
            slot: 'desayuno',
            name: 'Desayuno',
            time: '8:00',
            notes: '',
            items: [
              { foodId: OAT, amount: 3, unit: '1 cucharada', note: '', substitutes: [] },
              { foodId: MILK, amount: 1.5, unit: '1 taza', note: 'tibia', substitutes: [] },
            ],
            recipes: [],
          },
          {
            slot: 'cena',
            name: 'Cena',
            time: '',
            notes: '',
            items: [{ foodId: LEMON, amount: 50, unit: 'g', note: '', substitutes: [] }],
            recipes: [],
          },
        ],
      },
    ],
  },
});

const run = (draft: Draft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);

describe('the builder draft', () => {
  it('reads a plan with amounts as a field shows them, and sends them back as numbers', () => {
    expect(plan.days[0]!.meals[0]!.items[1]!.amount).toBe('1,5');
    const body = bodyOf(plan);
    expect(body.content.days[0]!.meals[0]!.items?.[1]?.amount).toBe('1.5');
    expect(body.content.notes).toBe('Tomá 2 litros de agua');
    expect(draftProblems(plan)).toEqual({});
  });

  it('totals a day with nutrition.ts: measures times grams, substitutes not counted', () => {
    const withSub = run(
      plan,
      { type: 'addSubstitute', day: 0, meal: 0, item: 0 },
      { type: 'substitute', day: 0, meal: 0, item: 0, sub: 0, patch: { foodId: LEMON } },
      { type: 'substitute', day: 0, meal: 0, item: 0, sub: 0, patch: { amount: '500' } },
    );
    const totals = draftDayTotals(withSub.days[0]!, index, NO_RECIPES);
    // 30 g oat = 114 kcal; 300 g milk = 105 kcal; 50 g lemon = 14.5 kcal.
    expect(totals.meals[0]!.kcal).toBeCloseTo(219);
    expect(totals.meals[1]!.kcal).toBeCloseTo(14.5);
    expect(totals.total.kcal).toBeCloseTo(233.5);
    expect(totals.total.proteinas).toBeCloseTo(3.9 + 10.2 + 0.55);
  });

  it('updates the totals as she types, a half-typed amount counting nothing', () => {
    const typing = run(plan, {
      type: 'item',
      day: 0,
      meal: 1,
      item: 0,
      patch: { amount: '100,' },
    });
    expect(draftDayTotals(typing.days[0]!, index, NO_RECIPES).meals[1]!.kcal).toBeCloseTo(29);
    const empty = run(plan, { type: 'item', day: 0, meal: 1, item: 0, patch: { amount: '' } });
    expect(draftDayTotals(empty.days[0]!, index, NO_RECIPES).meals[1]!.kcal).toBe(0);
    expect(portionFigures(typing.days[0]!.meals[0]!.items[1]!, index).grams).toBe(300);
  });

  it('copies a day after it, with its own rows', () => {
    const copied = run(plan, { type: 'copyDay', day: 0 });
    expect(copied.days.map((d) => d.name)).toEqual(['Día tipo', 'Día tipo (copia)']);
    const [a, b] = copied.days;
    expect(b!.meals[0]!.items.map((i) => i.foodId)).toEqual([OAT, MILK]);
    expect(b!.key).not.toBe(a!.key);
    expect(b!.meals[0]!.items[0]!.key).not.toBe(a!.meals[0]!.items[0]!.key);
    // Editing the copy leaves the original alone.
    const edited = run(copied, { type: 'item', day: 1, meal: 0, item: 0, patch: { amount: '9' } });
    expect(edited.days[0]!.meals[0]!.items[0]!.amount).toBe('3');
  });

  it('adds days with the four main meals, keeps at least one and at most seven', () => {
    const added = run(plan, { type: 'addDay', name: 'Lunes' });
    expect(added.days[1]!.meals.map((m) => m.slot)).toEqual([
      'desayuno',
      'almuerzo',
      'merienda',
      'cena',
    ]);
    expect(run(plan, { type: 'removeDay', day: 0 }).days).toHaveLength(1);
    const many = run(
      plan,
      ...Array.from({ length: 9 }, () => ({ type: 'copyDay', day: 0 }) as const),
    );
    expect(many.days).toHaveLength(7);
    const moved = run(added, { type: 'moveDay', day: 1, by: -1 });
    expect(moved.days.map((d) => d.name)).toEqual(['Lunes', 'Día tipo']);
  });

  it('moves an item up and down within its meal, and not past the ends', () => {
    const down = run(plan, { type: 'moveItem', day: 0, meal: 0, item: 0, by: 1 });
    expect(down.days[0]!.meals[0]!.items.map((i) => i.foodId)).toEqual([MILK, OAT]);
    const stuck = run(plan, { type: 'moveItem', day: 0, meal: 0, item: 1, by: 1 });
    expect(stuck.days[0]!.meals[0]!.items.map((i) => i.foodId)).toEqual([OAT, MILK]);
  });

  it('adds up to five substitutes per item', () => {
    const add = { type: 'addSubstitute', day: 0, meal: 0, item: 0 } as const;
    const six = run(plan, add, add, add, add, add, add);
    expect(six.days[0]!.meals[0]!.items[0]!.substitutes).toHaveLength(5);
    const removed = run(six, { type: 'removeSubstitute', day: 0, meal: 0, item: 0, sub: 0 });
    expect(removed.days[0]!.meals[0]!.items[0]!.substitutes).toHaveLength(4);
  });

  it('adds meals she names, up to eight, each with its own key; offers the usual names left', () => {
    const pre = run(plan, { type: 'addMeal', day: 0, name: 'Pre-entreno' });
    const meals = pre.days[0]!.meals;
    expect(meals.map((m) => m.name)).toEqual(['Desayuno', 'Cena', 'Pre-entreno']);
    expect(new Set(meals.map((m) => m.slot)).size).toBe(3);
    expect(missingMealNames(pre.days[0]!)).toEqual([
      'Media mañana',
      'Almuerzo',
      'Merienda',
      'Colación',
      'Post-entreno',
    ]);
    const add = { type: 'addMeal', day: 0, name: '' } as const;
    const full = run(pre, add, add, add, add, add, add);
    expect(full.days[0]!.meals).toHaveLength(8);
    const named = run(pre, { type: 'meal', day: 0, meal: 2, patch: { name: 'Pre-partido' } });
    expect(named.days[0]!.meals[2]!.slot).toBe(meals[2]!.slot); // the key a tick names stays
    expect(bodyOf(named).content.days[0]!.meals[2]).toMatchObject({ name: 'Pre-partido' });
  });

  it('each weekday is on one day: a chip moves it; a copied day starts with none', () => {
    const two = run(
      plan,
      { type: 'copyDay', day: 0 },
      { type: 'weekday', day: 1, weekday: 6, on: true },
      { type: 'weekday', day: 1, weekday: 7, on: true },
    );
    expect(two.days.map((d) => d.weekdays)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    const off = run(two, { type: 'weekday', day: 1, weekday: 7, on: false });
    expect(off.days.map((d) => d.weekdays)).toEqual([[1, 2, 3, 4, 5], [6]]);
    expect(draftProblems(two)).toEqual({});
  });

  it('copies a meal with its foods to other days, as a meal of their own', () => {
    const two = run(plan, { type: 'addDay', name: 'Fin de semana' });
    const copied = run(two, { type: 'copyMeal', day: 0, meal: 0, to: [1] });
    const last = copied.days[1]!.meals.at(-1)!;
    expect(last.name).toBe('Desayuno');
    expect(last.items.map((i) => i.foodId)).toEqual([OAT, MILK]);
    expect(last.key).not.toBe(plan.days[0]!.meals[0]!.key);
    expect(new Set(copied.days[1]!.meals.map((m) => m.slot)).size).toBe(
      copied.days[1]!.meals.length,
    );
  });

  it('knows unsaved changes by what would be sent', () => {
    const saved = savedForm(plan);
    expect(savedForm(run(plan, { type: 'title', title: 'Plan de Ana' }))).toBe(saved);
    expect(savedForm(run(plan, { type: 'notes', notes: 'Otra nota' }))).not.toBe(saved);
  });

  it("finds what is wrong by the server's paths and says where it is", () => {
    const bad = run(
      plan,
      { type: 'addItem', day: 0, meal: 1 },
      { type: 'item', day: 0, meal: 0, item: 0, patch: { amount: 'mucho' } },
    );
    const problems = draftProblems(bad);
    expect(problems['content.days.0.meals.1.items.1.foodId']).toBe('Elegí un alimento');
    expect(problems['content.days.0.meals.0.items.0.amount']).toMatch(/Cantidad/);
    expect(placeOf('content.days.0.meals.1.items.1.foodId', bad)).toBe(
      'Día tipo › Cena › alimento 2',
    );
    expect(placeOf('title', bad)).toBeNull();
  });

  it('keeps a measure the new food has, else grams', () => {
    expect(unitFor(foods[0], '1 cucharada')).toBe('1 cucharada');
    expect(unitFor(foods[1], '1 cucharada')).toBe('g');
    expect(unitFor(undefined, 'g')).toBe('g');
  });

  it('an empty row takes one of the first household measure; a filled one keeps its amount', () => {
    const empty = { foodId: '', amount: '', unit: 'g' };
    expect(pickFood(foods[0], empty)).toEqual({
      foodId: foods[0]!._id,
      amount: '1',
      unit: foods[0]!.measures[0]!.name,
    });
    expect(pickFood(foods[1], { foodId: foods[0]!._id, amount: '30', unit: 'g' })).toEqual({
      foodId: foods[1]!._id,
      amount: '30',
      unit: 'g',
    });
  });
});

describe('the food picker', () => {
  const groups = foodOptions(foods);

  it('groups foods in the table order and searches without accents', () => {
    expect(groups.map((g) => g.group)).toEqual(['Lácteos', 'Frutas', 'Panificados y cereales']);
    expect(searchFoods(groups, 'limon')).toEqual([
      { group: 'Frutas', items: [{ value: LEMON, label: 'Limón' }] },
    ]);
    expect(searchFoods(groups, 'ARROLLADA avena')[0]!.items[0]!.value).toBe(OAT);
    expect(searchFoods(groups, 'e', 2).flatMap((g) => g.items)).toHaveLength(2);
  });

  it('keeps a food the table no longer offers, marked', () => {
    const withOld = foodOptions([foods[0]!], [foods[0]!, foods[2]!]);
    expect(withOld.flatMap((g) => g.items.map((i) => i.label))).toEqual([
      'Limón (ya no está en la tabla)',
      'Avena arrollada',
    ]);
  });

  it('offers grams and each household measure with its weight', () => {
    expect(unitOptions(foods[1]).map((o) => o.label)).toEqual(['gramos', '1 taza (200 g)']);
  });
});

describe('the marks against the target', () => {
  it('says what is missing or over, within 5 % is on target', () => {
    expect(gapText(1680, 1800, 'kcal')).toEqual({ mark: 'bajo', text: 'Faltan 120 kcal' });
    expect(gapText(1880, 1800, 'kcal')).toEqual({ mark: 'ok', text: 'En el objetivo' });
    expect(gapText(2000, 1800, 'kcal')).toEqual({ mark: 'alto', text: 'Sobran 200 kcal' });
    expect(gapText(50, 60.5, 'g', 1)).toEqual({ mark: 'bajo', text: 'Faltan 10,5 g' });
    expect(reached(2000, 1800)).toBe(100);
    expect(reached(900, 1800)).toBe(50);
  });

  it('adds another option of a meal, named as it, after it; it goes with the meal', () => {
    const withB = run(plan, { type: 'addOption', day: 0, meal: 0 });
    const meals = withB.days[0]!.meals;
    expect(meals.map((m) => [m.name, m.optionOf])).toEqual([
      ['Desayuno', null],
      ['Desayuno', 'desayuno'],
      ['Cena', null],
    ]);
    const withC = run(withB, { type: 'addOption', day: 0, meal: 0 });
    expect(withC.days[0]!.meals.map((m) => m.optionOf)).toEqual([
      null,
      'desayuno',
      'desayuno',
      null,
    ]);
    // An option has no options; renaming the meal renames its options.
    expect(run(withC, { type: 'addOption', day: 0, meal: 1 })).toEqual(withC);
    const renamed = run(withC, {
      type: 'meal',
      day: 0,
      meal: 0,
      patch: { name: 'Desayuno largo' },
    });
    expect(renamed.days[0]!.meals.slice(0, 3).map((m) => m.name)).toEqual([
      'Desayuno largo',
      'Desayuno largo',
      'Desayuno largo',
    ]);
    expect(draftProblems(withC)).toEqual({});
    // An option goes alone; the meal takes its options with it.
    expect(run(withC, { type: 'removeMeal', day: 0, meal: 1 }).days[0]!.meals).toHaveLength(3);
    expect(
      run(withC, { type: 'removeMeal', day: 0, meal: 0 }).days[0]!.meals.map((m) => m.name),
    ).toEqual(['Cena']);
  });
});
