import { describe, expect, it } from 'vitest';
import { EXCHANGE_KCAL, EXCHANGE_SOURCE, exchangeList } from './exchanges';
import { GRAMS } from './meal-plans-text';
import type { TPlanFood } from './meal-plans';
import { SWAP_TOLERANCE } from './swaps';
import { planFood } from './testing/foods';

/** A food of the table: its energy per 100 g (the rest does not matter here) and measures. */
/** A food of the table: its energy per 100 g (the rest does not matter here) and measures. */
let ids = 0;
const food = (
  name: string,
  group: TPlanFood['group'],
  kcal: number,
  measures: TPlanFood['measures'] = [],
  extra: Partial<TPlanFood> = {},
): TPlanFood => planFood({ _id: `f${(ids += 1)}`, name, group, kcal, measures, ...extra });

/**
 * Hand-computed, one exchange of 'Panificados y cereales' is 80 kcal: at 130 kcal per
 * 100 g, 80 / 1,3 = 61,5 g of rice. Its cup (160 g) counted to the half is ½ cup: 80 g,
 * 104 kcal, 30 % over, so no measure lands within ±10 %; in grams to 5 g, 60 g: 78 kcal,
 * 2,5 % under. The list says '60 g'.
 */
const ARROZ = food('Arroz blanco cocido', 'Panificados y cereales', 130, [
  { name: '1 taza', grams: 160 },
]);
/** 80 / 2,5 = 32 g of bread: 1 slice (30 g) is 75 kcal, 6,25 % under. '1 rebanada (30 g)'. */
const PAN = food('Pan de molde', 'Panificados y cereales', 250, [
  { name: '1 rebanada', grams: 30 },
]);
/**
 * 90 kcal of 'Lácteos' at 34 kcal per 100 g: 264,7 g. 1 ½ glasses (309 g) bring 105 kcal
 * (17 % over); 1 cup of 250 ml (258 g) brings 87,7 kcal (2,5 % under): the cup, said with
 * its volume as the plan says it.
 */
const LECHE = food('Leche descremada', 'Lácteos', 34, [
  { name: '1 vaso (200 ml)', grams: 206 },
  { name: '1 taza (250 ml)', grams: 258 },
]);
/**
 * 90 kcal at 60 kcal per 100 g: 150 g. ½ cup (129 g) brings 77,4 kcal (14 % under), ½
 * glass (103 g) 61,8 kcal; 8 spoons (the most counted) 120 g, 72 kcal: no measure, so '150 g'.
 */
const LECHE_ENTERA = food('Leche entera', 'Lácteos', 60, [
  { name: '1 vaso (200 ml)', grams: 206 },
  { name: '1 taza (250 ml)', grams: 258 },
  { name: '1 cucharada sopera', grams: 15 },
]);
/** 60 kcal of 'Azúcares' at 387 per 100 g: 15,5 g; 3 teaspoons (15 g) bring 58 kcal. */
const AZUCAR = food('Azúcar', 'Azúcares', 387, [
  { name: '1 cucharadita', grams: 5 },
  { name: '1 cucharada sopera', grams: 12 },
]);
const GALLETITAS = food('Galletitas dulces rellenas', 'Azúcares', 476, [], {
  ultraprocesado: true,
});
const EDULCORANTE = food('Edulcorante líquido', 'Azúcares', 0, [{ name: '1 gota', grams: 0.05 }]);
/**
 * 75 kcal of 'Carnes' at 335 per 100 g: 22,4 g. In grams to 5 g, 20 g (67 kcal, 10,4 %
 * under) or 25 g (83,8 kcal, 11,7 % over): none within ±10 %, so it is left out.
 */
const FIAMBRE = food('Fiambre de prueba', 'Carnes', 335);
/** 75 kcal at 155 per 100 g: 48,4 g; 1 egg (50 g) brings 77,5 kcal. */
const HUEVO = food('Huevo entero', 'Carnes', 155, [{ name: '1 unidad', grams: 50 }]);
const JUGO = food('Jugo de naranja natural', 'Bebidas', 45, [{ name: '1 vaso', grams: 200 }]);

/** 'Verduras' (25 kcal): under 20 g the grams go to 1 g, else to 5 g. */
const VERDURAS = [
  food('Zapallo', 'Verduras', 26), // 96,2 g -> 95 g
  food('Ñame', 'Verduras', 118), // 21,2 g -> 20 g (23,6 kcal)
  food('Nabo', 'Verduras', 28), // 89,3 g -> 90 g
  food('Acelga', 'Verduras', 19), // 131,6 g -> 130 g
  food('Perejil', 'Verduras', 150), // 16,7 g -> 17 g (25,5 kcal)
];

const TABLE = [
  ARROZ,
  PAN,
  LECHE,
  LECHE_ENTERA,
  AZUCAR,
  GALLETITAS,
  EDULCORANTE,
  FIAMBRE,
  HUEVO,
  JUGO,
  ...VERDURAS,
];

/** Each group's foods and portions, as the list says them. */
const said = (groups = exchangeList(TABLE)) =>
  groups.map((g) => ({
    group: g.group,
    kcal: g.kcal,
    items: g.items.map((i) => `${i.food.name}: ${i.text}`),
  }));

describe('exchange lists (issue 35)', () => {
  it('each food in the amount that brings its group’s energy: a measure to the half, else grams', () => {
    const lists = exchangeList(TABLE);
    const panificados = lists.find((g) => g.group === 'Panificados y cereales')!;
    expect(panificados.kcal).toBe(80);
    const arroz = panificados.items.find((i) => i.food === ARROZ)!;
    expect([arroz.amount, arroz.unit, arroz.grams, arroz.text]).toEqual([60, GRAMS, 60, '60 g']);
    const pan = panificados.items.find((i) => i.food === PAN)!;
    expect([pan.amount, pan.unit, pan.grams, pan.text]).toEqual([
      1,
      '1 rebanada',
      30,
      '1 rebanada (30 g)',
    ]);
    expect(said(lists)).toEqual([
      { group: 'Carnes', kcal: 75, items: ['Huevo entero: 1 unidad (50 g)'] },
      {
        group: 'Lácteos',
        kcal: 90,
        items: ['Leche descremada: 1 taza (250 ml)', 'Leche entera: 150 g'],
      },
      {
        group: 'Verduras',
        kcal: 25,
        items: ['Acelga: 130 g', 'Nabo: 90 g', 'Ñame: 20 g', 'Perejil: 17 g', 'Zapallo: 95 g'],
      },
      {
        group: 'Panificados y cereales',
        kcal: 80,
        items: ['Arroz blanco cocido: 60 g', 'Pan de molde: 1 rebanada (30 g)'],
      },
      { group: 'Azúcares', kcal: 60, items: ['Azúcar: 3 cucharaditas (15 g)'] },
    ]);
  });

  it('every portion listed lands within ±10 % of its group’s energy', () => {
    for (const g of exchangeList(TABLE))
      for (const i of g.items)
        expect(Math.abs((i.food.kcal * i.grams) / 100 - g.kcal)).toBeLessThanOrEqual(
          g.kcal * SWAP_TOLERANCE,
        );
  });

  it('leaves out ultra-processed foods, foods without energy and foods no portion fits', () => {
    const listed = exchangeList(TABLE).flatMap((g) => g.items.map((i) => i.food));
    expect(listed).not.toContain(GALLETITAS);
    expect(listed).not.toContain(EDULCORANTE);
    expect(listed).not.toContain(FIAMBRE);
    // The same food without the flag is listed: only the flag kept it out.
    const plain = { ...GALLETITAS, ultraprocesado: false };
    expect(said(exchangeList([plain]))).toEqual([
      { group: 'Azúcares', kcal: 60, items: ['Galletitas dulces rellenas: 13 g'] },
    ]);
  });

  it('leaves out a food that would need more than a plate of it to make one exchange', () => {
    // Diet jelly at 8 kcal per 100 g: 60 / 0,08 = 750 g for one exchange of 'Azúcares'.
    const jelly = food('Gelatina dietética preparada', 'Azúcares', 8);
    // Lettuce at 15 kcal: 25 / 0,15 = 167 g (165 g), a plate: listed.
    const lettuce = food('Lechuga', 'Verduras', 15);
    expect(said(exchangeList([jelly, lettuce]))).toEqual([
      { group: 'Verduras', kcal: 25, items: ['Lechuga: 165 g'] },
    ]);
  });

  it('only the groups asked for, and never a group without a reference energy', () => {
    expect(exchangeList(TABLE, ['Lácteos', 'Bebidas']).map((g) => g.group)).toEqual(['Lácteos']);
    expect(exchangeList([JUGO])).toEqual([]);
    expect(exchangeList(TABLE, [])).toEqual([]);
    expect(EXCHANGE_KCAL.Bebidas).toBeNull();
    expect(EXCHANGE_KCAL.Otros).toBeNull();
    // A group with a reference but none of its foods in the table has no list either.
    expect(exchangeList(TABLE, ['Grasas', 'Frutas', 'Legumbres'])).toEqual([]);
  });

  it('lists a food once, by name as Spanish sorts it, and says its source', () => {
    const lists = exchangeList([...VERDURAS, VERDURAS[0]!]);
    expect(lists[0]!.items.map((i) => i.food.name)).toEqual([
      'Acelga',
      'Nabo',
      'Ñame',
      'Perejil',
      'Zapallo',
    ]);
    expect(EXCHANGE_SOURCE).toMatch(/Choose Your Foods, 2019/);
  });
});
