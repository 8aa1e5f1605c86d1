import { describe, expect, it } from 'vitest';
import { indexRecipes } from '@contract/nutrition';
import {
  ZMealPlanUpdateSchema,
  type TMealPlan,
  type TPlanFood,
  type TPlanRecipe,
} from '@contract/meal-plans';
import { indexFoods } from '@contract/nutrition';
import {
  bodyOf,
  draftDayTotals,
  draftFromPlan,
  draftProblems,
  placeOf,
  recipeNutrients,
  savedForm,
  type Draft,
} from './builder-draft';
import { draftReducer, type DraftAction } from './builder-edits';
import { builderRecipes, recipeOptions, titleMatches } from './builder-recipes';
import { builderReducer, initBuilder, isDirty } from './builder-state';

const ZAPALLITO = '11111111-1111-4111-8111-111111111111';
const TARTA = '44444444-4444-4444-8444-444444444444';
const SOPA = '55555555-5555-4555-8555-555555555555';

const foods: TPlanFood[] = [
  {
    _id: ZAPALLITO,
    name: 'Zapallitos',
    group: 'Verduras',
    kcal: 100,
    proteinas: 2,
    carbohidratos: 10,
    grasas: 1,
    fibra: 1,
    measures: [],
  },
];
/** Makes 4 servings with 400 g of a food of 100 kcal per 100 g: 100 kcal a serving. */
const tarta: TPlanRecipe = {
  _id: TARTA,
  title: 'Tarta de zapallitos',
  servings: 4,
  ingredients: [{ foodId: ZAPALLITO, amount: 400, unit: 'g' }],
};
const sopa: TPlanRecipe = { _id: SOPA, title: 'Sopa de verduras', servings: 2, ingredients: [] };
const foodIndex = indexFoods(foods);
const recipes = indexRecipes([tarta]);

const PLAN: Pick<TMealPlan, 'title' | 'content' | 'target'> = {
  title: 'Plan de Ana',
  target: null,
  content: {
    notes: '',
    days: [
      {
        name: 'Día tipo',
        weekdays: [1, 2, 3, 4, 5],
        meals: [
          {
            slot: 'almuerzo',
            name: 'Almuerzo',
            time: '',
            notes: '',
            items: [],
            recipes: [{ recipeId: TARTA, servings: 1.5, note: 'Con ensalada' }],
          },
        ],
      },
      {
        name: 'Fin de semana',
        weekdays: [6, 7],
        meals: [{ slot: 'cena', name: 'Cena', time: '', notes: '', items: [], recipes: [] }],
      },
    ],
  },
};
const plan = draftFromPlan(PLAN);
const run = (draft: Draft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);

describe('recipes in the builder draft (issue 31)', () => {
  it('reads recipe items with servings as a field shows them and sends them back', () => {
    const [r] = plan.days[0]!.meals[0]!.recipes;
    expect(r).toMatchObject({ recipeId: TARTA, servings: '1,5', note: 'Con ensalada' });
    expect(bodyOf(plan).content.days[0]!.meals[0]!.recipes).toEqual([
      { recipeId: TARTA, servings: '1.5', note: 'Con ensalada' },
    ]);
    expect(draftProblems(plan)).toEqual({});
    // What the server stores of it reads back as the same draft: nothing unsaved.
    const stored = ZMealPlanUpdateSchema.parse(bodyOf(plan));
    expect(stored.content.days[0]!.meals[0]!.recipes[0]!.servings).toBe(1.5);
    expect(savedForm(draftFromPlan({ ...stored, target: null }))).toBe(savedForm(plan));
  });

  it('counts a recipe as its ingredients for the servings eaten', () => {
    const two = run(plan, {
      type: 'recipe',
      day: 0,
      meal: 0,
      recipe: 0,
      patch: { servings: '2' },
    });
    // 400 g for 4 servings: 2 servings are 200 g, 200 kcal.
    const totals = draftDayTotals(two.days[0]!, foodIndex, recipes);
    expect(totals.meals[0]!.kcal).toBeCloseTo(200);
    expect(totals.total.proteinas).toBeCloseTo(4);
    expect(recipeNutrients({ recipeId: TARTA, servings: '0,5' }, foodIndex, recipes).kcal).toBe(50);
    // Half typed counts nothing; a recipe the index lacks, nothing either.
    expect(recipeNutrients({ recipeId: TARTA, servings: '' }, foodIndex, recipes).kcal).toBe(0);
    expect(draftDayTotals(two.days[0]!, foodIndex, indexRecipes([])).total.kcal).toBe(0);
  });

  it('adds a recipe as one serving, up to five a meal; edits its note; removes it', () => {
    const add = { type: 'addRecipe', day: 1, meal: 0, recipeId: TARTA } as const;
    const lunch = run(plan, add);
    expect(lunch.days[1]!.meals[0]!.recipes).toEqual([
      { key: expect.any(String), recipeId: TARTA, servings: '1', note: '' },
    ]);
    expect(run(lunch, add, add, add, add, add).days[1]!.meals[0]!.recipes).toHaveLength(5);
    const noted = run(lunch, {
      type: 'recipe',
      day: 1,
      meal: 0,
      recipe: 0,
      patch: { note: 'Tibia' },
    });
    expect(noted.days[1]!.meals[0]!.recipes[0]!.note).toBe('Tibia');
    const removed = run(noted, { type: 'removeRecipe', day: 1, meal: 0, recipe: 0 });
    expect(removed.days[1]!.meals[0]!.recipes).toEqual([]);
  });

  it("the builder's state: adding a recipe is a change to save, removing it undoes it", () => {
    const s = initBuilder(PLAN);
    const added = builderReducer(s, {
      type: 'edit',
      action: { type: 'addRecipe', day: 0, meal: 0, recipeId: SOPA },
    });
    expect(isDirty(added)).toBe(true);
    expect(added.draft.days[0]!.meals[0]!.recipes.map((r) => r.recipeId)).toEqual([TARTA, SOPA]);
    const removed = builderReducer(added, {
      type: 'edit',
      action: { type: 'removeRecipe', day: 0, meal: 0, recipe: 1 },
    });
    expect(isDirty(removed)).toBe(false);
  });

  it('copying a meal or a day copies its recipes, each row its own', () => {
    const copied = run(plan, { type: 'copyMeal', day: 0, meal: 0, to: [1] });
    const [from, to] = [plan.days[0]!.meals[0]!, copied.days[1]!.meals.at(-1)!];
    expect(to.recipes.map((r) => [r.recipeId, r.servings, r.note])).toEqual([
      [TARTA, '1,5', 'Con ensalada'],
    ]);
    expect(to.recipes[0]!.key).not.toBe(from.recipes[0]!.key);
    const day = run(plan, { type: 'copyDay', day: 0 });
    expect(day.days[1]!.meals[0]!.recipes.map((r) => r.recipeId)).toEqual([TARTA]);
    const edited = run(day, {
      type: 'recipe',
      day: 1,
      meal: 0,
      recipe: 0,
      patch: { servings: '3' },
    });
    expect(edited.days[0]!.meals[0]!.recipes[0]!.servings).toBe('1,5');
  });

  it('says where a recipe error is and checks servings with the contract', () => {
    expect(placeOf('content.days.0.meals.0.recipes.0.recipeId', plan)).toBe(
      'Día tipo › Almuerzo › receta 1',
    );
    const bad = run(plan, { type: 'recipe', day: 0, meal: 0, recipe: 0, patch: { servings: '0' } });
    expect(draftProblems(bad)['content.days.0.meals.0.recipes.0.servings']).toBe(
      'Porciones: un número entre 0,25 y 20',
    );
  });
});

describe('the recipe picker', () => {
  it('offers her recipes by title; one without ingredients says so and cannot be picked', () => {
    expect(recipeOptions([tarta, sopa])).toEqual([
      { value: SOPA, label: 'Sopa de verduras · sin ingredientes cargados', disabled: true },
      { value: TARTA, label: 'Tarta de zapallitos' },
    ]);
    expect(titleMatches('Tarta de zapallitos', 'ZAPALLÍTOS tarta')).toBe(true);
    expect(titleMatches('Sopa de verduras · sin ingredientes cargados', 'ingredientes')).toBe(
      false,
    );
  });

  it('counts with her list over the plan copies, and says why there is nothing to pick', () => {
    const changed = { ...tarta, servings: 8 };
    expect(builderRecipes([tarta], [changed], false).index.get(TARTA)!.servings).toBe(8);
    expect(builderRecipes([tarta], undefined, false)).toMatchObject({
      options: [],
      empty: 'Cargando tus recetas…',
    });
    expect(builderRecipes([tarta], undefined, true).empty).toMatch(/No pudimos traer/);
    expect(builderRecipes([], [], false).empty).toBe('Todavía no tenés recetas cargadas');
  });
});
