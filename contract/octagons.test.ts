import { describe, expect, it } from 'vitest';
import type { TPlanFood } from './meal-plans';
import {
  knownAmountText,
  OCTAGON_INFO,
  OCTAGON_KEYS,
  OCTAGON_THRESHOLDS,
  recipeProfile,
  type RecipeInput,
} from './octagons';
import { ALL_KNOWN, planFood } from './testing/foods';

/*
 * Every expected number below is worked out by hand in the comment above it: grams of the
 * ingredient × its value per 100 g ÷ 100, added up, then × 100 ÷ the recipe's weight.
 * Foods default to 100 kcal and 0 of everything else per 100 g, all known; flags are left
 * out (undefined, as in a plan saved before issue 35), which reads as false.
 */
const food = (over: Partial<TPlanFood> & Pick<TPlanFood, 'name'>): TPlanFood =>
  planFood({ ...ALL_KNOWN, ...over });

type Options = Partial<Omit<RecipeInput, 'ingredients'>>;
const profile = (ingredients: [TPlanFood, number][], options: Options = {}) =>
  recipeProfile({
    ingredients: ingredients.map(([f, grams]) => ({ food: f, grams })),
    cookedGrams: null,
    servings: 1,
    liquid: false,
    ...options,
  });

const ARROZ = food({ name: 'Arroz blanco cocido', group: 'Panificados y cereales' });
const POLLO = food({ name: 'Pollo', group: 'Carnes', sodio: 70, sodioNatural: true });
const SOJA = food({ name: 'Salsa de soja', sodio: 6000, sodioNatural: false });
const CALDO = food({ name: 'Caldo en polvo', sodio: 10000 });
const AZUCAR = food({ name: 'Azúcar', group: 'Azúcares', azucares: 100, carbohidratos: 100 });
const BANANA = food({ name: 'Banana', group: 'Frutas', azucares: 15, azucaresNaturales: true });
const MANZANA = food({ name: 'Manzana', group: 'Frutas', azucares: 15, azucaresNaturales: true });
const DATILES = food({ name: 'Dátiles', group: 'Frutas', azucares: 63, azucaresNaturales: true });
const NUECES = food({
  name: 'Nueces',
  group: 'Grasas',
  grasas: 50,
  grasasSaturadas: 7.5,
  grasasFrutosSecos: true,
});
const MANTECA = food({ name: 'Manteca', group: 'Grasas', grasas: 80, grasasSaturadas: 50 });

describe('OCTAGON_THRESHOLDS and OCTAGON_INFO', () => {
  it('hold the decree, its date and the four octagons in the label’s order', () => {
    expect(OCTAGON_THRESHOLDS.citation).toBe(
      'Decreto 272/018 (mod. 246/020 y 34/021), vigente desde el 1/2/2021',
    );
    expect(OCTAGON_THRESHOLDS.appliesFrom).toBe('2021-02-01');
    expect(OCTAGON_KEYS.map((k) => OCTAGON_INFO[k].text)).toEqual([
      'EXCESO SODIO',
      'EXCESO AZÚCARES',
      'EXCESO GRASAS',
      'EXCESO GRASAS SATURADAS',
    ]);
  });
});

describe('recipeProfile: sodium', () => {
  it('an added 600 mg per 100 g shows EXCESO SODIO; 450 mg does not', () => {
    // Arroz 600 g × 0 + pollo 300 g × 70 / 100 = 210 (its own: not counted) + soja 100 g ×
    // 6000 / 100 = 6000 mg, in 1000 g: counted 6000 × 100 / 1000 = 600 mg ≥ 500.
    const salty = profile([
      [ARROZ, 600],
      [POLLO, 300],
      [SOJA, 100],
    ]);
    expect(salty.counted.sodio.value).toBeCloseTo(600);
    expect(salty.per100g.sodio.value).toBeCloseTo(621); // (210 + 6000) / 10
    expect(salty.octagons).toEqual(['sodio']);
    // Soja 75 g × 6000 / 100 = 4500 mg, arroz 625 g, in 1000 g: 450 mg < 500.
    const milder = profile([
      [ARROZ, 625],
      [POLLO, 300],
      [SOJA, 75],
    ]);
    expect(milder.counted.sodio.value).toBeCloseTo(450);
    expect(milder.octagons).toEqual([]);
    expect(milder.undecided).toEqual([]);
  });

  it('the sodium of a food with its own (milk) is in the recipe’s value, not in the count', () => {
    // Papa 700 g × 6 / 100 = 42 and leche 280 g × 50 / 100 = 140 (both their own), manteca
    // con sal 20 g × 600 / 100 = 120 (added); 1000 g: value (42 + 140 + 120) / 10 = 30,2 mg,
    // counted 120 / 10 = 12 mg.
    const pure = profile([
      [food({ name: 'Papa', sodio: 6, sodioNatural: true }), 700],
      [food({ name: 'Leche', sodio: 50, sodioNatural: true }), 280],
      [food({ name: 'Manteca con sal', sodio: 600 }), 20],
    ]);
    expect(pure.per100g.sodio).toEqual({ value: expect.closeTo(30.2) as number, unknown: [] });
    expect(pure.counted.sodio.value).toBeCloseTo(12);
  });
});

describe('recipeProfile: sugars', () => {
  it('fruit alone at 15 g of sugars per 100 g shows no octagon', () => {
    // Banana 500 g × 15 / 100 = 75 + manzana 500 g × 15 / 100 = 75 = 150 g in 1000 g: 15 g
    // per 100 g, all from fruit: counted 0.
    const fruit = profile([
      [BANANA, 500],
      [MANZANA, 500],
    ]);
    expect(fruit.per100g.azucares.value).toBeCloseTo(15);
    expect(fruit.counted.azucares.value).toBe(0);
    expect(fruit.octagons).toEqual([]);
  });

  it('table sugar to 14 g of added sugars per 100 g shows EXCESO AZÚCARES', () => {
    // Banana 430 g + manzana 430 g: 860 × 15 / 100 = 129 g (fruit's); azúcar 140 g × 100 /
    // 100 = 140 g (added). 1000 g: counted 140 / 10 = 14 g ≥ 13; value (129 + 140) / 10 = 26,9 g.
    const sweet = profile([
      [BANANA, 430],
      [MANZANA, 430],
      [AZUCAR, 140],
    ]);
    expect(sweet.counted.azucares.value).toBeCloseTo(14);
    expect(sweet.per100g.azucares.value).toBeCloseTo(26.9);
    expect(sweet.octagons).toEqual(['azucares']);
  });
});

describe('recipeProfile: fats', () => {
  it('fat from walnuts (20 g, 3 g saturated per 100 g) shows neither fat octagon', () => {
    // Nueces 400 g × 50 / 100 = 200 g fat, × 7,5 / 100 = 30 g saturated; dátiles 600 g, no
    // fat. 1000 g: 20 g fat and 3 g saturated per 100 g, all from nuts: counted 0 and 0.
    const bars = profile([
      [NUECES, 400],
      [DATILES, 600],
    ]);
    expect(bars.per100g.grasas).toBeCloseTo(20);
    expect(bars.per100g.grasasSaturadas.value).toBeCloseTo(3);
    expect(bars.counted.grasas.value).toBe(0);
    expect(bars.counted.grasasSaturadas.value).toBe(0);
    expect(bars.octagons).toEqual([]);
  });

  it('the same fat from butter shows both', () => {
    // Manteca 250 g × 80 / 100 = 200 g fat, × 50 / 100 = 125 g saturated; dátiles 750 g.
    // 1000 g: 20 g fat ≥ 13 and 12,5 g saturated ≥ 6 per 100 g.
    const bars = profile([
      [MANTECA, 250],
      [DATILES, 750],
    ]);
    expect(bars.counted.grasas.value).toBeCloseTo(20);
    expect(bars.counted.grasasSaturadas.value).toBeCloseTo(12.5);
    expect(bars.octagons).toEqual(['grasas', 'grasasSaturadas']);
  });
});

describe('recipeProfile: weight', () => {
  // Lentejas 970 g + caldo 30 g = 1000 g raw, 100 kcal per 100 g each: 1000 kcal; sodium
  // 30 × 10000 / 100 = 3000 mg (added).
  const STEW: [TPlanFood, number][] = [
    [food({ name: 'Lentejas', group: 'Legumbres' }), 970],
    [CALDO, 30],
  ];

  it('without a cooked weight, values are per 100 g of the raw ingredients', () => {
    // 3000 × 100 / 1000 = 300 mg < 500; 1000 × 100 / 1000 = 100 kcal.
    const raw = profile(STEW);
    expect(raw.weight).toEqual({ grams: 1000, from: 'raw' });
    expect(raw.per100g.kcal).toBeCloseTo(100);
    expect(raw.counted.sodio.value).toBeCloseTo(300);
    expect(raw.octagons).toEqual([]);
    // A cooked weight of 0 is no weighing.
    expect(profile(STEW, { cookedGrams: 0 }).weight).toEqual({ grams: 1000, from: 'raw' });
  });

  it('cooked down to 500 g, the values per 100 g double and the octagon follows', () => {
    // 3000 × 100 / 500 = 600 mg ≥ 500; 1000 × 100 / 500 = 200 kcal.
    const cooked = profile(STEW, { cookedGrams: 500 });
    expect(cooked.weight).toEqual({ grams: 500, from: 'cooked' });
    expect(cooked.per100g.kcal).toBeCloseTo(200);
    expect(cooked.counted.sodio.value).toBeCloseTo(600);
    expect(cooked.octagons).toEqual(['sodio']);
  });

  it('an empty recipe is all zeros, not NaN', () => {
    const empty = profile([]);
    expect(empty.weight).toEqual({ grams: 0, from: 'raw' });
    expect(empty.per100g.kcal).toBe(0);
    expect(empty.per100g.sodio).toEqual({ value: 0, unknown: [] });
    expect(empty.octagons).toEqual([]);
  });
});

describe('recipeProfile: liquids', () => {
  it('250 mg of sodium per 100 mL shows EXCESO SODIO as a liquid, not as a solid', () => {
    // Agua 900 g + zapallo 75 g + caldo 25 g × 10000 / 100 = 2500 mg in 1000 g: 250 mg
    // per 100 g (= 100 mL). Liquid limit 200: over; solid limit 500: under.
    const soup: [TPlanFood, number][] = [
      [food({ name: 'Agua', kcal: 0 }), 900],
      [food({ name: 'Zapallo', group: 'Verduras' }), 75],
      [CALDO, 25],
    ];
    expect(profile(soup, { liquid: true }).octagons).toEqual(['sodio']);
    expect(profile(soup, { liquid: false }).octagons).toEqual([]);
  });

  it('reads sugars and fats against the liquid limits too (5 g, 4 g, 3 g)', () => {
    // Agua 900 g; azúcar 50 g: 5 g per 100 g ≥ 5; manteca 50 g × 80 / 100 = 40 g fat → 4 g
    // ≥ 4, × 50 / 100 = 25 g saturated → 2,5 g < 3.
    const drink = profile(
      [
        [food({ name: 'Agua', kcal: 0 }), 900],
        [AZUCAR, 50],
        [MANTECA, 50],
      ],
      { liquid: true },
    );
    expect(drink.octagons).toEqual(['azucares', 'grasas']);
  });
});

describe('recipeProfile: unknown values', () => {
  // Fideos 795 g + salsa 100 g + queso colonia 100 g + orégano 5 g = 1000 g. Known sodium:
  // salsa 100 × 400 / 100 = 400 mg, so 400 / 10 = 40 mg per 100 g; the queso (null: not
  // known) and the orégano (undefined: a plan saved before) add nothing to it.
  const PASTA: [TPlanFood, number][] = [
    [food({ name: 'Fideos' }), 795],
    [food({ name: 'Salsa de tomate', sodio: 400 }), 100],
    [food({ name: 'Queso colonia', group: 'Lácteos', sodio: null }), 100],
    [food({ name: 'Orégano', sodio: undefined, calcio: undefined }), 5],
  ];

  it('lists the ingredients without a value, counts them as nothing and leaves sodium undecided', () => {
    const p = profile(PASTA);
    expect(p.per100g.sodio).toEqual({
      value: expect.closeTo(40) as number,
      unknown: ['Queso colonia', 'Orégano'],
    });
    expect(p.per100g.calcio.unknown).toEqual(['Orégano']);
    expect(p.counted.sodio.unknown).toEqual(['Queso colonia', 'Orégano']);
    expect(p.octagons).toEqual([]);
    expect(p.undecided).toEqual([{ key: 'sodio', ingredients: ['Queso colonia', 'Orégano'] }]);
    expect(knownAmountText(p.per100g.sodio, 'mg', 0)).toBe(
      '≥ 40 mg (sin dato: Queso colonia, Orégano)',
    );
    expect(knownAmountText({ value: 420, unknown: [] }, 'mg', 0)).toBe('420 mg');
  });

  it('an octagon reached with what is known is shown, not undecided', () => {
    // Plus caldo 50 g × 10000 / 100 = 5000 mg: (400 + 5000) / 1050 × 100 = 514,3 mg ≥ 500.
    const p = profile([...PASTA, [CALDO, 50]]);
    expect(p.octagons).toEqual(['sodio']);
    expect(p.undecided).toEqual([]);
  });

  it('a food whose sodium is its own leaves no doubt about the count when unknown', () => {
    // Carne 1000 g, sodium not known but its own: the count (0) has nothing missing.
    const p = profile([[food({ name: 'Carne', sodio: null, sodioNatural: true }), 1000]]);
    expect(p.per100g.sodio.unknown).toEqual(['Carne']);
    expect(p.counted.sodio.unknown).toEqual([]);
    expect(p.undecided).toEqual([]);
  });
});

describe('recipeProfile: servings and the limit itself', () => {
  it('per serving is the whole recipe over the servings; exactly 500 mg counts', () => {
    // Fideos 900 g + soja 100 g × 5000 / 100 = 5000 mg; 1000 g: 500 mg per 100 g ≥ 500.
    // 1000 kcal and 5000 mg in 4 servings: 250 kcal and 1250 mg each.
    const p = profile(
      [
        [food({ name: 'Fideos' }), 900],
        [food({ name: 'Salsa de soja', sodio: 5000 }), 100],
      ],
      { servings: 4 },
    );
    expect(p.perServing.kcal).toBeCloseTo(250);
    expect(p.perServing.sodio).toEqual({ value: expect.closeTo(1250) as number, unknown: [] });
    expect(p.counted.sodio.value).toBeCloseTo(500);
    expect(p.octagons).toEqual(['sodio']);
  });

  it('compares as a label declares the value: whole mg of sodium', () => {
    // Soja 100 g × 4994 / 100 = 4994 mg in 1000 g: 499,4 mg, declared 499: under.
    // With 4996: 499,6 mg, declared 500: over.
    const at = (sodio: number) =>
      profile([
        [food({ name: 'Fideos' }), 900],
        [food({ name: 'Salsa de soja', sodio }), 100],
      ]).octagons;
    expect(at(4994)).toEqual([]);
    expect(at(4996)).toEqual(['sodio']);
  });

  it('a recipe without servings is served whole', () => {
    // Fideos 500 g at 100 kcal per 100 g: 500 kcal, all in the one serving.
    expect(profile([[food({ name: 'Fideos' }), 500]], { servings: 0 }).perServing.kcal).toBe(500);
  });
});
