import { describe, expect, it } from 'vitest';
import { GRAMS } from './meal-plans-text';
import type { TPlanDay } from './meal-plans';
import { dayTotals, gramsOf, indexFoods } from './nutrition';
import { SWAP_TOLERANCE, swapDiffText, swapOptions } from './swaps';
import { POLENTA, PORTENO, POTATO, RICE, SLICED_BREAD, starterFood } from './testing/foods';

const food = starterFood;

const PASTA = food(
  'Fideos cocidos',
  'Panificados y cereales',
  [158, 5.8, 29, 0.9],
  [
    { name: '1 taza', grams: 140 },
    { name: '1 plato hondo', grams: 250 },
  ],
);
const QUINOA = food(
  'Quinoa cocida',
  'Panificados y cereales',
  [120, 4.4, 18.5, 1.9],
  [
    { name: '1 taza', grams: 185 },
    { name: '1 cucharada sopera', grams: 15 },
  ],
);
const BROWN_RICE = food(
  'Arroz integral cocido',
  'Panificados y cereales',
  [111, 2.6, 21.2, 0.9],
  [
    { name: '1 taza', grams: 195 },
    { name: '1 cucharada sopera', grams: 15 },
    { name: '1 plato hondo', grams: 220 },
  ],
);
const GALLETA = food(
  'Galleta de campaña',
  'Panificados y cereales',
  [405, 10.5, 68, 9.5],
  [{ name: '1 galleta', grams: 20 }],
);
const LENTILS = food(
  'Lentejas cocidas',
  'Legumbres',
  [116, 9, 12.2, 0.4],
  [{ name: '1 taza', grams: 200 }],
);
const BEEF = food('Carne vacuna magra (nalga) cocida', 'Carnes', [180, 28, 0, 7.5]);
const WATER = food('Agua', 'Bebidas', [0, 0, 0, 0], [{ name: '1 vaso', grams: 200 }]);
const JUICE = food('Jugo de naranja natural', 'Bebidas', [45, 0.7, 10.4, 0.2]);

const TABLE = [
  RICE,
  PASTA,
  POLENTA,
  QUINOA,
  BROWN_RICE,
  SLICED_BREAD,
  PORTENO,
  GALLETA,
  POTATO,
  LENTILS,
  BEEF,
  WATER,
  JUICE,
];
const RICE_150 = { food: RICE, grams: 150 }; // 195 kcal

describe("'Cambiar por…' (swapOptions)", () => {
  it('150 g of cooked rice: only foods of its group, each within ±10 % of its energy, not the rice', () => {
    const options = swapOptions(RICE_150, TABLE);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      expect(o.food.group).toBe('Panificados y cereales');
      expect(Math.abs(o.kcal - 195)).toBeLessThanOrEqual(195 * SWAP_TOLERANCE);
      // The amount is what it says: its grams and its energy follow from it.
      expect(gramsOf(o, o.food)).toBeCloseTo(o.grams, 9);
      expect(o.nutrients.kcal).toBeCloseTo((o.food.kcal * o.grams) / 100, 9);
      expect(o.diffPct).toBeCloseTo(((o.kcal - 195) / 195) * 100, 9);
    }
    const names = options.map((o) => o.food.name);
    expect(names).not.toContain('Arroz blanco cocido');
    expect(names).not.toContain('Papa hervida');
    expect(names).not.toContain('Lentejas cocidas');
    // Best first: the closest in protein, carbohydrates and fat at that amount.
    expect(options.map((o) => [o.food.name, o.amount, o.unit])).toEqual([
      ['Polenta cocida (en agua)', 2, '1 porción (cuadrado)'],
      // 11 ½ spoons would land it: past 8 of a measure, grams say it better.
      ['Arroz integral cocido', 175, GRAMS],
      ['Pan de molde blanco', 3, '1 rebanada'],
      ['Fideos cocidos', 0.5, '1 plato hondo'],
      ['Pan porteño', 65, GRAMS],
      ['Galleta de campaña', 2.5, '1 galleta'],
      ['Quinoa cocida', 165, GRAMS],
    ]);
  });

  it("replacing the rice by the first option keeps the day's energy within 10 %", () => {
    const day: TPlanDay = {
      name: 'Día tipo',
      weekdays: [1, 2, 3, 4, 5],
      meals: [
        {
          slot: 'almuerzo',
          name: 'Almuerzo',
          time: '',
          notes: '',
          recipes: [],
          items: [
            { foodId: BEEF._id, amount: 150, unit: GRAMS, note: '', substitutes: [] },
            { foodId: RICE._id, amount: 150, unit: GRAMS, note: 'Sin sal', substitutes: [] },
          ],
        },
        {
          slot: 'cena',
          name: 'Cena',
          time: '',
          notes: '',
          recipes: [],
          items: [
            { foodId: PASTA._id, amount: 1, unit: '1 plato hondo', note: '', substitutes: [] },
          ],
        },
      ],
    };
    const foods = indexFoods(TABLE);
    const before = dayTotals(day, foods, new Map()).total.kcal;
    const [first] = swapOptions(RICE_150, TABLE);
    const swapped: TPlanDay = {
      ...day,
      meals: day.meals.map((m, i) =>
        i !== 0
          ? m
          : {
              ...m,
              items: m.items.map((it, j) =>
                j !== 1
                  ? it
                  : { ...it, foodId: first!.food._id, amount: first!.amount, unit: first!.unit },
              ),
            },
      ),
    };
    const after = dayTotals(swapped, foods, new Map()).total.kcal;
    expect(before).toBeCloseTo(270 + 195 + 395, 9);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(before * SWAP_TOLERANCE);
  });

  it("a bread with '1 rebanada' = 25 g: slices when they land within 10 %, grams otherwise", () => {
    // 195 kcal: 73,3 g of bread, 2,9 slices -> 3 slices (199,5 kcal, +2 %).
    const [bread] = swapOptions(RICE_150, [SLICED_BREAD]);
    expect(bread).toMatchObject({ amount: 3, unit: '1 rebanada', grams: 75 });
    expect(bread!.kcal).toBeCloseTo(199.5, 9);
    // 64 g of rice, 83,2 kcal: 1,25 slices; 1 ½ slices is +20 %, so 30 g of bread (−4 %).
    const [small] = swapOptions({ food: RICE, grams: 64 }, [SLICED_BREAD]);
    expect(small).toMatchObject({ amount: 30, unit: GRAMS, grams: 30 });
    expect(small!.kcal).toBeCloseTo(79.8, 9);
  });

  it('grams to 1 g under 20 g; a candidate that cannot land within 10 % is dropped', () => {
    // 15 g of rice, 19,5 kcal: 7,3 g of bread -> 7 g (18,6 kcal, −5 %); ½ slice is +70 %.
    expect(swapOptions({ food: RICE, grams: 15 }, [SLICED_BREAD])[0]).toMatchObject({
      amount: 7,
      unit: GRAMS,
    });
    // 5 g of rice, 6,5 kcal: 2,4 g of bread; 2 g is −18 %: nothing is offered.
    expect(swapOptions({ food: RICE, grams: 5 }, [SLICED_BREAD])).toEqual([]);
  });

  it('at most 8 of a measure: past that, grams', () => {
    // 1.000 g of rice, 1.300 kcal: 1.083 g of quinoa; 8 spoons are far off, 1 taza × 6 is 1.110 g.
    const [quinoa] = swapOptions({ food: RICE, grams: 1000 }, [QUINOA]);
    expect(quinoa).toMatchObject({ amount: 6, unit: '1 taza' });
    const spoons = food(
      'Avena cocida',
      'Panificados y cereales',
      [70, 2.5, 12, 1.5],
      [{ name: '1 cucharada sopera', grams: 15 }],
    );
    // 1.857 g of it: 124 spoons would be needed; 8 is the most, so grams.
    expect(swapOptions({ food: RICE, grams: 1000 }, [spoons])[0]).toMatchObject({
      amount: 1855,
      unit: GRAMS,
    });
  });

  it('cooked is swapped for cooked, raw for raw; a name that says neither goes with both', () => {
    const rawRice = food('Arroz blanco crudo', 'Panificados y cereales', [360, 6.6, 79, 0.6], []);
    const cookedPasta = food('Fideos cocidos', 'Panificados y cereales', [158, 5.8, 30.9, 0.9], []);
    const bread = food('Pan flauta', 'Panificados y cereales', [270, 9, 55, 1.5], []);
    const flour = food('Harina de arroz', 'Panificados y cereales', [366, 6, 80, 1.4], []);
    const names = swapOptions({ food: RICE, grams: 150 }, [rawRice, cookedPasta, bread, flour]).map(
      (o) => o.food.name,
    );
    // A flour is an ingredient, raw: not a swap for a cooked dish.
    expect(names).not.toContain('Harina de arroz');
    expect(names).toContain('Fideos cocidos');
    expect(names).toContain('Pan flauta');
    expect(names).not.toContain('Arroz blanco crudo');
  });

  it('an item without energy gives nothing, and foods without energy are never offered', () => {
    expect(swapOptions({ food: WATER, grams: 200 }, TABLE)).toEqual([]);
    expect(swapOptions({ food: RICE, grams: 0 }, TABLE)).toEqual([]);
    const options = swapOptions({ food: JUICE, grams: 200 }, TABLE);
    expect(options.map((o) => o.food.name)).toEqual([]);
  });

  it('orders by macros, then by energy difference, then by name', () => {
    const item = food('Base', 'Otros', [100, 10, 0, 0]);
    // Both 2 g of protein away; the first is 0 % off, the second +4 %.
    const exact = food('Zapallo', 'Otros', [100, 8, 0, 0]);
    const over = food('Acelga', 'Otros', [104, 12, 0, 0], [{ name: '1 unidad', grams: 100 }]);
    // 1 g away, and two of them alike: by name, in Spanish ('Ñ' after 'N').
    const n1 = food('Ñandú', 'Otros', [100, 11, 0, 0]);
    const n2 = food('Nabo', 'Otros', [100, 11, 0, 0]);
    const options = swapOptions({ food: item, grams: 100 }, [exact, over, n1, n2]);
    expect(options.map((o) => o.food.name)).toEqual(['Nabo', 'Ñandú', 'Zapallo', 'Acelga']);
    expect(swapOptions({ food: item, grams: 100 }, [exact, over, n1, n2], 2)).toHaveLength(2);
  });
});

describe('swapDiffText', () => {
  it("says the difference whole, with its sign: '+4 %', '−7 %', '0 %'", () => {
    expect(swapDiffText(4.2)).toBe('+4 %');
    expect(swapDiffText(-7.4)).toBe('−7 %');
    expect(swapDiffText(0.3)).toBe('0 %');
    expect(swapDiffText(-0.4)).toBe('0 %');
    expect(swapDiffText(9.6)).toBe('+10 %');
  });
});
