import { describe, expect, it } from 'vitest';
import { indexRecipes } from './nutrition';
import type { TPlanContent, TPlanDay, TPlanFood, TPlanItem } from './meal-plans';
import { indexFoods } from './nutrition';
import {
  alternativeText,
  gramsPerMl,
  gramsToBuy,
  litresToBuy,
  rawProduct,
  shoppingLine,
  shoppingLineText,
  shoppingList,
} from './shopping';

const food = (over: Partial<TPlanFood> & Pick<TPlanFood, '_id' | 'name'>): TPlanFood => ({
  group: 'Otros',
  kcal: 100,
  proteinas: 0,
  carbohidratos: 0,
  grasas: 0,
  fibra: 0,
  measures: [],
  rawPerCooked: null,
  yieldSource: '',
  shopping: 'normal',
  dryGramsPerLitre: null,
  dryName: '',
  ...over,
});

const ARROZ = food({
  _id: 'arroz',
  name: 'Arroz integral cocido',
  group: 'Panificados y cereales',
  measures: [{ name: '1 taza', grams: 195 }],
  rawPerCooked: 0.4,
  yieldSource: 'USDA',
});
const POLLO = food({
  _id: 'pollo',
  name: 'Pechuga de pollo sin piel cocida (a la plancha)',
  group: 'Carnes',
  rawPerCooked: 1.3,
});
const MERLUZA = food({
  _id: 'merluza',
  name: 'Merluza cocida (al horno o al vapor)',
  group: 'Carnes',
  rawPerCooked: 1.3,
});
const MATE = food({
  _id: 'mate',
  name: 'Mate (infusión de yerba, sin azúcar)',
  group: 'Bebidas',
  measures: [
    { name: '1 mate cebado', grams: 40 },
    { name: '1 termo (1 litro)', grams: 1000 },
  ],
  shopping: 'dry',
  dryGramsPerLitre: 50,
  dryName: 'Yerba mate',
});
const AGUA = food({
  _id: 'agua',
  name: 'Agua',
  group: 'Bebidas',
  measures: [{ name: '1 vaso (200 ml)', grams: 200 }],
  shopping: 'skip',
});
const LECHE = food({
  _id: 'leche',
  name: 'Leche descremada',
  group: 'Lácteos',
  measures: [
    { name: '1 vaso (200 ml)', grams: 206 },
    { name: '1 cucharada sopera', grams: 15 },
  ],
});
const BANANA = food({
  _id: 'banana',
  name: 'Banana',
  group: 'Frutas',
  measures: [
    { name: '1 unidad mediana (sin cáscara)', grams: 120 },
    { name: '1 unidad chica (sin cáscara)', grams: 90 },
  ],
});
const FRUTILLA = food({
  _id: 'frutilla',
  name: 'Frutilla',
  group: 'Frutas',
  measures: [
    { name: '1 taza', grams: 150 },
    { name: '1 unidad', grams: 12 },
  ],
});
const AVENA = food({ _id: 'avena', name: 'Avena arrollada', group: 'Panificados y cereales' });
const FOODS = indexFoods([ARROZ, POLLO, MERLUZA, MATE, AGUA, LECHE, BANANA, FRUTILLA, AVENA]);
const NO_RECIPES = indexRecipes([]);

const item = (
  foodId: string,
  amount: number,
  unit = 'g',
  substitutes: TPlanItem['substitutes'] = [],
): TPlanItem => ({ foodId, amount, unit, substitutes, note: '' });
const day = (weekdays: number[], items: TPlanItem[], name = 'Día'): TPlanDay => ({
  name,
  weekdays,
  meals: [{ slot: 'almuerzo', name: 'Almuerzo', time: '', notes: '', items, recipes: [] }],
});
const week = (...days: TPlanDay[]): TPlanContent => ({ days, notes: '' });
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** The list's lines by the name they are bought by. */
const lines = (content: TPlanContent) =>
  Object.fromEntries(
    shoppingList(content, FOODS, NO_RECIPES).flatMap((g) =>
      g.items.map((i) => [i.name, i] as const),
    ),
  );

describe('the shopping list asks for what a shop sells', () => {
  it('100 g of cooked rice a day for 7 days is about 280 g of raw rice, 300 g as sold', () => {
    const rice = lines(week(day(EVERY_DAY, [item('arroz', 100)])))['Arroz integral']!;
    // 700 g cooked × 0,4 = 280 g raw, up to the next 50 g.
    expect(rice).toMatchObject({ amount: 300, unit: 'g', grams: 700 });
    expect(rice.quantity).toBe('≈ 300 g crudo');
    expect(shoppingLineText(rice)).toBe('Arroz integral ≈ 300 g crudo');
    // The same in household measures: 2 tazas a day (390 g) is 1092 g raw, 1,1 kg.
    const big = lines(week(day(EVERY_DAY, [item('arroz', 2, '1 taza')])))['Arroz integral']!;
    expect(big.quantity).toBe('≈ 1,1 kg crudo');
  });

  it('a termo of mate a day lists the yerba in grams, not 7 kg of mate', () => {
    const list = lines(week(day(EVERY_DAY, [item('mate', 1, '1 termo (1 litro)')])));
    expect(list['Mate (infusión de yerba, sin azúcar)']).toBeUndefined();
    // 7 litres × 50 g per litre.
    expect(list['Yerba mate']).toMatchObject({ amount: 350, unit: 'g', quantity: '≈ 350 g' });
  });

  it('a food she keeps off the list is not on it, nor are its alternatives', () => {
    const list = lines(
      week(
        day(EVERY_DAY, [
          item('agua', 8, '1 vaso (200 ml)', [
            { foodId: 'leche', amount: 1, unit: '1 vaso (200 ml)' },
          ]),
        ]),
      ),
    );
    expect(list).toEqual({});
  });

  it('milk in litres, rounded up to the quarter litre', () => {
    const milk = lines(week(day(EVERY_DAY, [item('leche', 1, '1 vaso (200 ml)')])))[
      'Leche descremada'
    ]!;
    // 7 vasos of 200 ml: 1,4 l, sold as 1,5 l.
    expect(milk).toMatchObject({ amount: 1.5, unit: 'l', quantity: '1,5 l' });
    expect(shoppingLineText(milk)).toBe('Leche descremada 1,5 l');
    // In grams or in spoons too: 200 g a day is 1400 g, 1359 ml at 1,03 g per ml.
    expect(lines(week(day(EVERY_DAY, [item('leche', 200)])))['Leche descremada']!.quantity).toBe(
      '1,5 l',
    );
  });

  it('bananas in units; a light unit (a strawberry) goes by weight', () => {
    const list = lines(
      week(
        day(EVERY_DAY, [
          item('banana', 1, '1 unidad mediana (sin cáscara)'),
          item('frutilla', 1, '1 taza'),
        ]),
      ),
    );
    expect(list['Banana']).toMatchObject({
      amount: 7,
      unit: 'unidad',
      quantity: '7 unidades medianas',
    });
    expect(list['Frutilla']).toMatchObject({ amount: 1050, unit: 'g', quantity: '1,05 kg' });
    // Half a small banana a day, in the measure the plan names: 3,5 is 4 to buy.
    const half = lines(week(day(EVERY_DAY, [item('banana', 0.5, '1 unidad chica (sin cáscara)')])));
    expect(half['Banana']!.quantity).toBe('4 unidades chicas');
  });

  it("the 'o bien' substitutes come under their item, bought the same way", () => {
    const list = shoppingList(
      week(
        day(EVERY_DAY, [item('pollo', 120, 'g', [{ foodId: 'merluza', amount: 150, unit: 'g' }])]),
      ),
      FOODS,
      NO_RECIPES,
    );
    expect(list).toHaveLength(1);
    const [chicken] = list[0]!.items;
    // 840 g cooked × 1,3 = 1092 g raw: 1,1 kg. The hake is not added to the chicken.
    expect(shoppingLineText(chicken!)).toBe('Pechuga de pollo sin piel ≈ 1,1 kg cruda');
    expect(chicken!.alternatives).toHaveLength(1);
    // 1050 g cooked × 1,3 = 1365 g raw: 1,4 kg.
    expect(alternativeText(chicken!.alternatives[0]!)).toBe('o bien: merluza ≈ 1,4 kg cruda');
  });

  it("a meal's other option: its foods come under the meal's, in the same place, not added", () => {
    const lunch = day(EVERY_DAY, [item('pollo', 120)]);
    lunch.meals.push({
      slot: 'b',
      name: 'Almuerzo',
      time: '',
      notes: '',
      items: [item('merluza', 150)],
      recipes: [],
      optionOf: 'almuerzo',
    });
    const list = shoppingList(week(lunch), FOODS, NO_RECIPES);
    expect(list.flatMap((g) => g.items)).toHaveLength(1);
    const [chicken] = list[0]!.items;
    expect(shoppingLineText(chicken!)).toBe('Pechuga de pollo sin piel ≈ 1,1 kg cruda');
    expect(alternativeText(chicken!.alternatives[0]!)).toBe('o bien: merluza ≈ 1,4 kg cruda');
  });

  it("a recipe's ingredients are bought for the servings eaten; another option's as alternatives", () => {
    // Makes 4 servings from 400 g of oats and 4 bananas.
    const recipes = indexRecipes([
      {
        _id: 'r',
        title: 'Pan de banana',
        servings: 4,
        ingredients: [
          { foodId: 'avena', amount: 400, unit: 'g' },
          { foodId: 'banana', amount: 4, unit: '1 unidad chica (sin cáscara)' },
        ],
      },
    ]);
    const snack = day(EVERY_DAY, [item('avena', 20)]);
    snack.meals[0]!.recipes = [{ recipeId: 'r', servings: 1, note: '' }];
    const list = Object.fromEntries(
      shoppingList(week(snack), FOODS, recipes).flatMap((g) => g.items.map((i) => [i.name, i])),
    );
    // A serving a day: 100 g of oats and a banana, plus the 20 g of oats eaten as they are.
    expect(list['Avena arrollada']).toMatchObject({ grams: 7 * 120 });
    expect(list['Banana']!.quantity).toBe('7 unidades chicas');
    // Eaten instead of the chicken, its ingredients are the chicken's alternatives.
    const lunch = day(EVERY_DAY, [item('pollo', 120)]);
    lunch.meals.push({
      slot: 'b',
      name: 'Almuerzo',
      time: '',
      notes: '',
      items: [],
      recipes: [{ recipeId: 'r', servings: 2, note: '' }],
      optionOf: 'almuerzo',
    });
    const [chicken] = shoppingList(week(lunch), FOODS, recipes).flatMap((g) => g.items);
    expect(chicken!.alternatives.map((a) => a.name).sort()).toEqual(['Avena arrollada', 'Banana']);
  });

  it('a food eaten cooked and its raw row are one product on the list', () => {
    const raw = food({ _id: 'crudo', name: 'Arroz integral crudo', group: ARROZ.group });
    const foods = indexFoods([...FOODS.values(), raw]);
    const list = shoppingList(
      week(day(EVERY_DAY, [item('arroz', 100), item('crudo', 20)])),
      foods,
      NO_RECIPES,
    );
    const lines = list.flatMap((g) => g.items);
    // 700 g cooked × 0,4 = 280 g raw (300 g as sold), and 140 g raw as it is: one bag.
    expect(lines.map(shoppingLineText)).toEqual(['Arroz integral ≈ 450 g crudo']);
    expect(lines[0]!.grams).toBe(840);
  });

  it('a day covering Monday to Friday counts 5 times, one covering Saturday and Sunday twice', () => {
    const list = lines(
      week(
        day([1, 2, 3, 4, 5], [item('avena', 30)], 'Lunes a viernes'),
        day([6, 7], [item('avena', 50)], 'Fin de semana'),
        // A day she has not put on any weekday yet counts none.
        day([], [item('avena', 1000)], 'Sin días'),
      ),
    );
    expect(list['Avena arrollada']).toMatchObject({ grams: 5 * 30 + 2 * 50, amount: 250 });
  });

  it('groups in the table order, lines by name; a food frozen before issue 31 is bought as eaten', () => {
    const old: TPlanFood = { ...AVENA, _id: 'old', name: 'Arroz blanco cocido' };
    delete old.rawPerCooked;
    delete old.shopping;
    const foods = indexFoods([...FOODS.values(), old]);
    const list = shoppingList(
      week(
        day(EVERY_DAY, [
          item('banana', 120),
          item('old', 20),
          item('avena', 20),
          item('pollo', 10),
        ]),
      ),
      foods,
      NO_RECIPES,
    );
    expect(list.map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ['Carnes', ['Pechuga de pollo sin piel']],
      ['Frutas', ['Banana']],
      ['Panificados y cereales', ['Arroz blanco cocido', 'Avena arrollada']],
    ]);
  });
});

describe('rounding and naming', () => {
  it('grams up to 10 g up to 200 g, to 50 g over it; litres to the quarter', () => {
    expect([0, 3, 10, 11, 200, 201, 280, 1092].map(gramsToBuy)).toEqual([
      0, 10, 10, 20, 200, 250, 300, 1100,
    ]);
    expect(gramsToBuy(0.1 * 3 * 1000)).toBe(300);
    expect([0.1, 0.25, 1.36, 2].map(litresToBuy)).toEqual([0.25, 0.25, 1.5, 2]);
  });

  it("the raw product: the name without 'cocido' and the way it is cooked, 'crudo' agreeing", () => {
    expect(rawProduct('Arroz integral cocido')).toEqual({ name: 'Arroz integral', raw: 'crudo' });
    expect(rawProduct('Lentejas cocidas')).toEqual({ name: 'Lentejas', raw: 'crudas' });
    expect(rawProduct('Peceto cocido (al horno)')).toEqual({ name: 'Peceto', raw: 'crudo' });
    expect(rawProduct('Asado de tira cocido (sin hueso)')).toEqual({
      name: 'Asado de tira (sin hueso)',
      raw: 'crudo',
    });
    expect(rawProduct('Choclo (granos) hervido')).toEqual({
      name: 'Choclo (granos)',
      raw: 'crudo',
    });
    expect(rawProduct('Milanesa de carne al horno')).toEqual({
      name: 'Milanesa de carne al horno',
      raw: 'en crudo',
    });
  });

  it('a liquid is a food with a measure that says its volume', () => {
    expect(gramsPerMl(LECHE)).toBeCloseTo(1.03, 9);
    expect(gramsPerMl(MATE)).toBe(1);
    expect(gramsPerMl({ measures: [{ name: '1 lata', grams: 365 }] })).toBeNull();
    expect(gramsPerMl(BANANA)).toBeNull();
  });

  it('a dry food without its grams per litre is bought as eaten', () => {
    expect(shoppingLine({ ...MATE, dryGramsPerLitre: null }, 2000)?.quantity).toBe('2 l');
  });
});
