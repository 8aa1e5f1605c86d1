import { describe, expect, it } from 'vitest';
import type { TFoodGroup } from '@contract/foods-text';
import { foodOptions, searchFoods, type PickerFood } from './builder-food-search';

const food = (name: string, group: TFoodGroup, synonyms?: string[]): PickerFood => ({
  _id: name,
  name,
  group,
  kcal: 0,
  proteinas: 0,
  carbohidratos: 0,
  grasas: 0,
  fibra: 0,
  measures: [],
  ...(synonyms && { synonyms }),
});

const groups = foodOptions([
  food('Atún en aceite (escurrido)', 'Carnes'),
  food('Panceta ahumada cruda', 'Carnes'),
  food('Salchicha tipo Viena', 'Carnes', ['pancho', 'frankfurter']),
  food('Zapallo kabutiá crudo', 'Verduras', ['calabaza']),
  food('Pan flauta', 'Panificados y cereales'),
  food('Nueces', 'Grasas'),
  food('Té (infusión, sin azúcar)', 'Bebidas'),
]);
const labels = (search: string, limit?: number) =>
  searchFoods(groups, search, limit).flatMap((g) => g.items.map((i) => `${g.group}: ${i.label}`));

describe("the builder's food picker search", () => {
  it("ranks as the food table's search: 'te' shows Té's group first, then Atún's", () => {
    expect(labels('te')).toEqual([
      'Bebidas: Té (infusión, sin azúcar)',
      'Carnes: Atún en aceite (escurrido)',
      // Inside its synonym 'frankfurter': after a name that holds it.
      'Carnes: Salchicha tipo Viena',
    ]);
    expect(labels('pan')).toEqual([
      'Panificados y cereales: Pan flauta',
      'Carnes: Panceta ahumada cruda',
      'Carnes: Salchicha tipo Viena',
    ]);
  });

  it('finds by synonym and plural, and cuts at the limit', () => {
    expect(labels('calabaza')).toEqual(['Verduras: Zapallo kabutiá crudo']);
    expect(labels('pancho')).toEqual(['Carnes: Salchicha tipo Viena']);
    expect(labels('nuez')).toEqual(['Grasas: Nueces']);
    expect(labels('pan', 1)).toEqual(['Panificados y cereales: Pan flauta']);
    // Nothing typed: the groups in the table's order, up to the limit.
    expect(labels('', 2)).toEqual([
      'Carnes: Atún en aceite (escurrido)',
      'Carnes: Panceta ahumada cruda',
    ]);
  });
});
