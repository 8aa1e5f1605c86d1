import { describe, expect, it } from 'vitest';
import { indexRecipes } from './nutrition';
import type { TPlanContent, TPlanFood, TTargetInputs } from './meal-plans';
import {
  activityFactor,
  dayIndexFor,
  dayTotals,
  energyRangeText,
  gramsOf,
  indexFoods,
  macroSplit,
  markAgainst,
  mealTotals,
  parseSessionHours,
  proposeTarget,
  recipePortions,
  restingEnergy,
} from './nutrition';

const woman = { sex: 'Femenino' as const, age: 30, heightCm: 170, weightKg: 70 };
const man = { ...woman, sex: 'Masculino' as const };

describe('resting energy (worked values)', () => {
  it('Mifflin-St Jeor: 10·70 + 6,25·170 − 5·30 − 161 = 1451,5 for the woman; +166 for the man', () => {
    expect(restingEnergy('mifflin', woman).kcal).toBe(1451.5);
    expect(restingEnergy('mifflin', man).kcal).toBe(1617.5);
    expect(restingEnergy('mifflin', woman).formula).toBe('10 × 70 + 6,25 × 170 − 5 × 30 − 161');
  });

  it('Harris-Benedict as revised by Roza and Shizgal', () => {
    // 447,593 + 9,247·70 + 3,098·170 − 4,33·30 = 1491,643
    expect(restingEnergy('harris', woman).kcal).toBeCloseTo(1491.643, 6);
    // 88,362 + 13,397·70 + 4,799·170 − 5,677·30 = 1671,672
    expect(restingEnergy('harris', man).kcal).toBeCloseTo(1671.672, 6);
  });
});

describe('activity factor from the anamnesis', () => {
  it('reads hours per session as people write them', () => {
    expect(parseSessionHours('1 hora y media por sesión')).toBe(1.5);
    expect(parseSessionHours('90 min')).toBe(1.5);
    expect(parseSessionHours('45 minutos')).toBe(0.75);
    expect(parseSessionHours('1:30')).toBe(1.5);
    expect(parseSessionHours('2 horas')).toBe(2);
    expect(parseSessionHours('1,5')).toBe(1.5);
    expect(parseSessionHours('media hora')).toBe(0.5);
    expect(parseSessionHours('no sé')).toBeNull();
    expect(parseSessionHours(null)).toBeNull();
  });

  it('turns days × hours per week into the usual levels', () => {
    expect(activityFactor(0, '2 horas')).toMatchObject({ factor: 1.2, weeklyHours: 0 });
    expect(activityFactor(2, '1')).toMatchObject({ factor: 1.375, weeklyHours: 2 });
    expect(activityFactor(3, '1 hora y media')).toMatchObject({ factor: 1.55, weeklyHours: 4.5 });
    expect(activityFactor(4, '2')).toMatchObject({ factor: 1.725, weeklyHours: 8 });
    expect(activityFactor(7, '2 horas')).toMatchObject({ factor: 1.9, weeklyHours: 14 });
    // Unreadable hours count one per day, and the formula says so.
    const unreadable = activityFactor(3, 'depende');
    expect(unreadable).toMatchObject({ factor: 1.55, weeklyHours: 3 });
    expect(unreadable.formula).toContain('no legibles');
    // One day in the singular, more in the plural: never 'día(s)'.
    expect(unreadable.formula).toMatch(/^3 días × /);
    expect(activityFactor(1, '2').formula).toBe('1 día × 2 h = 2 h por semana');
  });
});

describe('the proposed target', () => {
  const inputs: TTargetInputs = {
    ...woman,
    birthDate: null,
    measuredAt: '2026-11-01T12:00:00.000Z',
    sportsDays: 3,
    sportsHours: '1 hora y media',
    physicalActivity: 'Camina al trabajo',
    objective: 'Bajar grasa corporal',
  };

  it('Mifflin × 1,55 − 20 %, protein 1,8 g/kg, fat 25 %, carbohydrates the rest', () => {
    const t = proposeTarget(inputs, { method: 'mifflin' });
    expect(t.missing).toEqual([]);
    expect(t.steps[0]!.value).toBe(1451.5);
    // 1451,5 × 1,55 = 2249,825; × 0,8 = 1799,86 -> 1800
    expect(t.steps[2]!.value).toBe(2249.8);
    expect(t.target).toMatchObject({ kcal: 1800, proteinas: 126, grasas: 50, carbohidratos: 212 });
    expect(t.target!.how).toContain('Mifflin-St Jeor');
  });

  it('her choices replace the proposal, step by step', () => {
    const t = proposeTarget(inputs, {
      method: 'harris',
      activityFactor: 1.2,
      adjust: 0,
      proteinPerKg: 1,
      fatPct: 30,
    });
    // 1491,643 × 1,2 = 1789,97 -> 1790; protein 70 g; fat 30 % = 59,67 g; carbs (1790 − 280 − 537)/4
    expect(t.target).toMatchObject({ kcal: 1790, proteinas: 70, grasas: 60 });
    expect(t.target!.carbohidratos).toBe(Math.round((1790 - 280 - 1790 * 0.3) / 4));
    expect(t.steps[1]!.label).toContain('elegido por la nutricionista');
  });

  it('lists what is missing instead of guessing', () => {
    const t = proposeTarget(
      { ...inputs, sex: null, age: null, weightKg: null, heightCm: null },
      { method: 'mifflin' },
    );
    expect(t.target).toBeNull();
    expect(t.range).toBeNull();
    expect(t.missing).toEqual([
      'sexo',
      'fecha de nacimiento',
      'talla de un control',
      'peso de un control',
    ]);
  });

  it("'Prefiero no decir': a range from the women's and the men's equation, the target its middle", () => {
    const t = proposeTarget({ ...inputs, sex: 'Prefiero no decir' }, { method: 'mifflin' });
    expect(t.missing).toEqual([]);
    // Mifflin at rest: 1451,5 (women) and 1617,5 (men); × 1,55 − 20 %.
    expect(t.range).toEqual({
      low: Math.round(1451.5 * 1.55 * 0.8),
      high: Math.round(1617.5 * 1.55 * 0.8),
    });
    expect(t.range).toEqual({ low: 1800, high: 2006 });
    expect(t.steps[0]!.value).toBe(1534.5);
    expect(t.steps[0]!.formula).toBe(
      'mujeres: 10 × 70 + 6,25 × 170 − 5 × 30 − 161 = 1.451,5; hombres: 10 × 70 + 6,25 × 170 − 5 × 30 + 5 = 1.617,5; el punto medio',
    );
    expect(t.target!.kcal).toBe(Math.round(1534.5 * 1.55 * 0.8));
    expect(energyRangeText(t.range!)).toBe(
      'Entre 1.800 y 2.006 kcal: sin el sexo, el cálculo da un rango',
    );
    expect(t.target!.how).toMatch(
      /^Entre 1\.800 y 2\.006 kcal: sin el sexo, el cálculo da un rango/,
    );
    // At rest only (factor 1, no adjustment) the range is the two equations themselves.
    const atRest = proposeTarget(
      { ...inputs, sex: 'Prefiero no decir' },
      { method: 'mifflin', activityFactor: 1, adjust: 0 },
    );
    expect(atRest.range).toEqual({ low: 1452, high: 1618 });
    // Harris-Benedict too; 'Otro' says no more about the equations than not saying.
    const harris = proposeTarget({ ...inputs, sex: 'Otro' }, { method: 'harris' });
    expect(harris.range).toEqual({
      low: Math.round(restingEnergy('harris', woman).kcal * 1.55 * 0.8),
      high: Math.round(restingEnergy('harris', man).kcal * 1.55 * 0.8),
    });
    // A known sex has no range.
    expect(proposeTarget(inputs, { method: 'mifflin' }).range).toBeNull();
  });

  it('macro split: protein by weight, fat by energy, carbohydrates the rest', () => {
    expect(macroSplit(2000, 60, 1.5, 30)).toEqual({
      proteinas: 90,
      grasas: (2000 * 0.3) / 9,
      carbohidratos: (2000 - 360 - 600) / 4,
    });
  });
});

const oats: TPlanFood = {
  _id: 'a',
  name: 'Avena arrollada',
  group: 'Panificados y cereales',
  kcal: 389,
  proteinas: 16.9,
  carbohidratos: 66.3,
  grasas: 6.9,
  fibra: 10.6,
  measures: [{ name: '1 cucharada', grams: 10 }],
};
const milk: TPlanFood = {
  _id: 'b',
  name: 'Leche descremada',
  group: 'Lácteos',
  kcal: 35,
  proteinas: 3.4,
  carbohidratos: 5,
  grasas: 0.1,
  fibra: 0,
  measures: [{ name: '1 taza', grams: 240 }],
};
const foods = indexFoods([oats, milk]);
const NO_RECIPES = indexRecipes([]);

describe('totals', () => {
  const content: TPlanContent = {
    notes: '',
    days: [
      {
        name: 'Lunes a jueves',
        weekdays: [1, 2, 3, 4],
        meals: [
          {
            slot: 'desayuno',
            name: 'Desayuno',
            time: '',
            notes: '',
            recipes: [],
            items: [
              { foodId: 'a', amount: 3, unit: '1 cucharada', substitutes: [], note: '' },
              {
                foodId: 'b',
                amount: 1,
                unit: '1 taza',
                // A substitute replaces, it is not counted.
                substitutes: [{ foodId: 'a', amount: 100, unit: 'g' }],
                note: '',
              },
            ],
          },
        ],
      },
      {
        name: 'Viernes a domingo',
        weekdays: [5, 6, 7],
        meals: [
          {
            slot: 'merienda',
            name: 'Merienda',
            time: '',
            notes: '',
            recipes: [],
            items: [{ foodId: 'a', amount: 40, unit: 'g', substitutes: [], note: '' }],
          },
        ],
      },
    ],
  };

  it('grams of a portion: grams, or a count of one of its measures; unknown measures are null', () => {
    expect(gramsOf({ amount: 3, unit: '1 cucharada' }, oats)).toBe(30);
    expect(gramsOf({ amount: 55, unit: 'g' }, oats)).toBe(55);
    expect(gramsOf({ amount: 1, unit: '1 taza' }, oats)).toBeNull();
  });

  it('a day is the sum of its items (substitutes left out)', () => {
    const d = dayTotals(content.days[0]!, foods, NO_RECIPES);
    expect(d.total.kcal).toBeCloseTo(389 * 0.3 + 35 * 2.4, 9);
    expect(d.total.proteinas).toBeCloseTo(16.9 * 0.3 + 3.4 * 2.4, 9);
    expect(d.meals).toHaveLength(1);
    // Another option of that meal is eaten instead: the day counts the meal once.
    const withOption = {
      ...content.days[0]!,
      meals: [
        ...content.days[0]!.meals,
        { ...content.days[0]!.meals[0]!, slot: 'b', optionOf: 'desayuno' },
      ],
    };
    const o = dayTotals(withOption, foods, NO_RECIPES);
    expect(o.total.kcal).toBeCloseTo(d.total.kcal, 9);
    expect(o.meals[1]!.kcal).toBeCloseTo(d.meals[0]!.kcal, 9);
  });

  it('a recipe counts as its ingredients for the servings eaten', () => {
    // The recipe makes 4 servings from 200 g of oats and 4 cups of milk.
    const recipes = indexRecipes([
      {
        _id: 'r',
        title: 'Avena con leche',
        servings: 4,
        ingredients: [
          { foodId: 'a', amount: 200, unit: 'g' },
          { foodId: 'b', amount: 4, unit: '1 taza' },
        ],
      },
    ]);
    const meal = {
      ...content.days[1]!.meals[0]!,
      items: [],
      recipes: [{ recipeId: 'r', servings: 2, note: '' }],
    };
    expect(recipePortions(meal.recipes[0]!, recipes)).toEqual([
      { foodId: 'a', amount: 100, unit: 'g' },
      { foodId: 'b', amount: 2, unit: '1 taza' },
    ]);
    const two = mealTotals(meal, foods, recipes);
    expect(two.kcal).toBeCloseTo(389 * 1 + 35 * 4.8, 9);
    // Added to a food of the same meal, and nothing for a recipe the plan lacks.
    const both = { ...meal, items: content.days[1]!.meals[0]!.items };
    expect(mealTotals(both, foods, recipes).kcal).toBeCloseTo(two.kcal + 389 * 0.4, 9);
    expect(mealTotals(meal, foods, NO_RECIPES).kcal).toBe(0);
  });

  it("today's day is the one that covers the date's weekday, else the first", () => {
    // 2026-11-26 is a Thursday, 2026-11-28 a Saturday.
    const week = [{ weekdays: [1, 2, 3, 4, 5] }, { weekdays: [6, 7] }];
    expect(dayIndexFor('2026-11-26', week)).toBe(0);
    expect(dayIndexFor('2026-11-28', week)).toBe(1);
    expect(dayIndexFor('2026-11-28', [{ weekdays: [1] }, { weekdays: [] }])).toBe(0);
  });

  it('marks a total against the target with ±5 %', () => {
    expect(markAgainst(94, 100)).toBe('bajo');
    expect(markAgainst(96, 100)).toBe('ok');
    expect(markAgainst(106, 100)).toBe('alto');
  });
});
