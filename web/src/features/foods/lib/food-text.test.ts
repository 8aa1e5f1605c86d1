import { describe, expect, it } from 'vitest';
import type { TFood } from '@contract/foods';
import { filterFoods, measuresText, nutrientText } from './food-text';

const food = (name: string, group: TFood['group'], synonyms: string[] = []): TFood => ({
  _id: name,
  name,
  group,
  kcal: 0,
  proteinas: 0,
  carbohidratos: 0,
  grasas: 0,
  fibra: 0,
  measures: [],
  source: '',
  synonyms,
  rawPerCooked: null,
  yieldSource: '',
  shopping: 'normal',
  dryGramsPerLitre: null,
  dryName: '',
  starter: false,
  archived: false,
  updatedAt: '',
});

const FOODS = [
  food('Plátano', 'Frutas'),
  food('Leche entera', 'Lácteos'),
  food('Leche de almendras', 'Bebidas'),
  food('Pan flauta', 'Panificados y cereales'),
  food('Panceta ahumada', 'Carnes'),
  food('Zapallo kabutiá', 'Verduras', ['calabaza']),
];

describe('food table texts', () => {
  it('finds names ignoring accents, case and word order, within a group', () => {
    const names = (search: string, group: string | null = null) =>
      filterFoods(FOODS, { search, group }).map((f) => f.name);
    expect(names('PLATANO')).toEqual(['Plátano']);
    expect(names('entera leche')).toEqual(['Leche entera']);
    expect(names('leche', 'Bebidas')).toEqual(['Leche de almendras']);
    expect(names('  ')).toHaveLength(FOODS.length);
    expect(names('', 'Frutas')).toEqual(['Plátano']);
  });

  it('ranks as the food search does: Pan before Panceta, synonyms and plurals too', () => {
    const names = (search: string) =>
      filterFoods(FOODS, { search, group: null }).map((f) => f.name);
    expect(names('pan')).toEqual(['Pan flauta', 'Panceta ahumada']);
    expect(names('calabazas')).toEqual(['Zapallo kabutiá']);
    expect(filterFoods(FOODS, { search: 'calabaza', group: 'Frutas' })).toEqual([]);
  });

  it('writes numbers with the decimal comma and measures with their grams', () => {
    expect(nutrientText(13.8)).toBe('13,8');
    expect(nutrientText(52)).toBe('52');
    expect(nutrientText(0.25)).toBe('0,3');
    expect(
      measuresText([
        { name: '1 taza', grams: 160 },
        { name: '1 cucharada', grams: 12.5 },
      ]),
    ).toBe('1 taza (160 g) · 1 cucharada (12,5 g)');
  });
});
