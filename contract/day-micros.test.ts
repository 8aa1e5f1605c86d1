import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERENCES } from './nutrient-references';
import { dayMicros, microLines, ultraProcessedSentence, ultraProcessedShare } from './day-micros';
import { indexRecipes } from './nutrition';
import type { TPlanDay, TPlanFood, TPlanMeal } from './meal-plans';
import { indexFoods } from './nutrition';
import { ALL_KNOWN, planFood } from './testing/foods';

/** A food per 100 g with every micronutrient known (0) unless said. */
const food = (id: string, over: Partial<TPlanFood>): TPlanFood =>
  planFood({ _id: id, name: id, ...ALL_KNOWN, ...over });

const meal = (
  slot: string,
  items: [string, number][],
  over: Partial<TPlanMeal> = {},
): TPlanMeal => ({
  slot,
  name: slot,
  time: '',
  items: items.map(([foodId, amount]) => ({
    foodId,
    amount,
    unit: 'g',
    substitutes: [],
    note: '',
  })),
  recipes: [],
  notes: '',
  ...over,
});

const day = (meals: TPlanMeal[], weekdays: number[] = [1, 2, 3, 4, 5]): TPlanDay => ({
  name: 'Día',
  weekdays,
  meals,
});

const FOODS = indexFoods([
  // 100 g of bread: 500 mg sodium, 250 kcal.
  food('pan', {
    name: 'Pan',
    kcal: 250,
    sodio: 500,
    azucares: 4,
    grasasSaturadas: 0.5,
    calcio: 50,
    hierro: 2,
  }),
  // 100 g of cheese: 1250 mg sodium, 17 g saturated fat, 700 mg calcium.
  food('queso', {
    name: 'Queso',
    kcal: 350,
    sodio: 1250,
    grasasSaturadas: 17,
    calcio: 700,
    hierro: 0.4,
  }),
  // Milk: its sugars are lactose.
  food('leche', {
    name: 'Leche',
    kcal: 60,
    sodio: 40,
    azucares: 5,
    azucaresNaturales: true,
    calcio: 120,
  }),
  food('refresco', { name: 'Refresco', kcal: 42, sodio: 4, azucares: 10.6, ultraprocesado: true }),
  food('casero', { name: 'Dulce casero', kcal: 300, sodio: null, azucares: null }),
]);
const NO_RECIPES = indexRecipes([]);

describe("a day's micronutrients against the guidelines", () => {
  it('a day with 3 g of sodium says so in words', () => {
    // 200 g of bread (1000 mg) + 160 g of cheese (2000 mg) = 3000 mg of sodium.
    const d = dayMicros(
      day([meal('desayuno', [['pan', 200]]), meal('cena', [['queso', 160]])]),
      FOODS,
      NO_RECIPES,
    );
    expect(d.sodio).toEqual({ value: 3000, unknown: [] });
    const sodium = microLines(d, DEFAULT_REFERENCES)[0]!;
    expect(sodium).toMatchObject({ key: 'sodio', verdict: 'excede', amount: '3.000 mg' });
    expect(sodium.sentence).toBe('Sodio: 3.000 mg, más que el máximo de 2.000 mg por día.');
  });

  it('free sugars leave lactose out and are a share of the energy', () => {
    // 500 g of milk: 25 g of sugars, all lactose; 500 g of soft drink: 53 g, all free.
    // Energy: 300 + 210 = 510 kcal; free sugars 53 g × 4 = 212 kcal = 41,6 % of it.
    const d = dayMicros(
      day([
        meal('m', [
          ['leche', 500],
          ['refresco', 500],
        ]),
      ]),
      FOODS,
      NO_RECIPES,
    );
    expect(d.azucares.value).toBeCloseTo(78, 6);
    expect(d.azucaresLibres.value).toBeCloseTo(53, 6);
    const sugars = microLines(d, DEFAULT_REFERENCES)[1]!;
    expect(sugars.sentence).toBe(
      'Azúcares libres: 53 g (42 % de la energía), más que el máximo de 10 % de la energía.',
    );
    expect(sugars.verdict).toBe('excede');
  });

  it('saturated fat as a share of the energy; calcium and iron against their minimum', () => {
    // 100 g of bread + 100 g of cheese: 600 kcal; saturated fat 17,5 g × 9 = 157,5 kcal = 26 %.
    // Calcium 50 + 700 = 750 mg (< 1000); iron 2 + 0,4 = 2,4 mg (< 18).
    const lines = microLines(
      dayMicros(
        day([
          meal('m', [
            ['pan', 100],
            ['queso', 100],
          ]),
        ]),
        FOODS,
        NO_RECIPES,
      ),
      DEFAULT_REFERENCES,
    );
    expect(lines.map((l) => [l.key, l.verdict])).toEqual([
      ['sodio', 'adecuado'],
      ['azucaresLibres', 'adecuado'],
      ['grasasSaturadas', 'excede'],
      ['calcio', 'insuficiente'],
      ['hierro', 'insuficiente'],
    ]);
    expect(lines[3]!.sentence).toBe('Calcio: 750 mg, menos que los 1.000 mg recomendados.');
    // Her own values change the verdicts.
    const hers = microLines(
      dayMicros(
        day([
          meal('m', [
            ['pan', 100],
            ['queso', 100],
          ]),
        ]),
        FOODS,
        NO_RECIPES,
      ),
      { ...DEFAULT_REFERENCES, grasasSaturadasPct: 30, calcioMg: 700 },
    );
    expect(hers.map((l) => l.verdict).slice(2, 4)).toEqual(['adecuado', 'adecuado']);
  });

  it('a food without a value is named: under a maximum it cannot decide, over one it can', () => {
    // 100 g of bread (500 mg) + the homemade sweet (unknown): at least 500 mg.
    const some = dayMicros(
      day([
        meal('m', [
          ['pan', 100],
          ['casero', 50],
        ]),
      ]),
      FOODS,
      NO_RECIPES,
    );
    expect(some.sodio).toEqual({ value: 500, unknown: ['Dulce casero'] });
    const sodium = microLines(some, DEFAULT_REFERENCES)[0]!;
    expect(sodium.verdict).toBe('incierto');
    expect(sodium.sentence).toBe(
      'Sodio: al menos 500 mg, no se puede decir si pasa el máximo de 2.000 mg por día. Sin dato de Dulce casero.',
    );
    // 500 g of bread: 2500 mg already, whatever the sweet holds.
    const over = dayMicros(
      day([
        meal('m', [
          ['pan', 500],
          ['casero', 50],
        ]),
      ]),
      FOODS,
      NO_RECIPES,
    );
    expect(microLines(over, DEFAULT_REFERENCES)[0]!.verdict).toBe('excede');
  });

  it('another option of a meal is eaten instead of it, and adds nothing', () => {
    const d = dayMicros(
      day([meal('a', [['pan', 100]]), meal('b', [['queso', 1000]], { optionOf: 'a' })]),
      FOODS,
      NO_RECIPES,
    );
    expect(d.sodio.value).toBe(500);
  });

  it("the plan's ultra-processed share weighs each day by its weekdays", () => {
    // Weekdays (5): 500 g of soft drink (210 kcal, all ultra-processed) + 100 g of bread (250).
    // Weekend (2): 100 g of bread only. Week: 5 × 460 + 2 × 250 = 2800 kcal; ultra 5 × 210 = 1050: 37,5 %.
    const content = {
      days: [
        day(
          [
            meal('m', [
              ['refresco', 500],
              ['pan', 100],
            ]),
          ],
          [1, 2, 3, 4, 5],
        ),
        day([meal('m', [['pan', 100]])], [6, 7]),
      ],
    };
    const share = ultraProcessedShare(content, FOODS, NO_RECIPES);
    expect(share).toBeCloseTo(37.5, 6);
    expect(ultraProcessedSentence(share)).toMatch(
      /^Ultraprocesados: 38 % de la energía del plan\. La Guía Alimentaria/,
    );
    expect(
      ultraProcessedSentence(ultraProcessedShare({ days: [content.days[1]!] }, FOODS, NO_RECIPES)),
    ).toMatch(/^Sin ultraprocesados en el plan\./);
    expect(ultraProcessedShare({ days: [] }, FOODS, NO_RECIPES)).toBeNull();
  });
});
