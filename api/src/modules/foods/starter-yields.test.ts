import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOD_SHOPPING_MSG } from '@contract/foods';
import { MIGRATIONS_DIR } from '../../db/client';
import { foodKey } from './foods-csv';
import { starterFoods } from './starter-sql';
import { STARTER_YIELDS, starterYieldsSql } from './starter-yields';
import { useFoodsSuite } from '../../../test/foods-suite';

const { listAll, food, create, created, list } = useFoodsSuite();

describe('how the shopping list buys the starter foods (issue 31)', () => {
  it('names only starter foods, each with its source', () => {
    const names = new Set(starterFoods().map((f) => foodKey(f.name)));
    for (const y of STARTER_YIELDS) {
      expect([y.name, names.has(foodKey(y.name))]).toEqual([y.name, true]);
      if (y.shopping !== 'skip') expect([y.name, y.yieldSource]).not.toEqual([y.name, '']);
    }
  });

  it('a fresh install has them, set by the UPDATE that ends migration 0018', async () => {
    const byName = new Map((await listAll()).map((f) => [f.name, f]));
    expect(byName.get('Arroz integral cocido')).toMatchObject({
      rawPerCooked: 0.3,
      shopping: 'normal',
      yieldSource: expect.stringMatching(/USDA FoodData Central/),
    });
    expect(byName.get('Pechuga de pollo sin piel cocida (a la plancha)')).toMatchObject({
      rawPerCooked: 1.3,
      yieldSource: expect.stringMatching(
        /^USDA Table of Cooking Yields for Meat and Poultry \(2012\)/,
      ),
    });
    expect(byName.get('Mate (infusión de yerba, sin azúcar)')).toMatchObject({
      shopping: 'dry',
      dryGramsPerLitre: 50,
      dryName: 'Yerba mate',
    });
    expect(byName.get('Agua')).toMatchObject({ shopping: 'skip' });
    // A food eaten raw has none.
    expect(byName.get('Arroz integral crudo')).toMatchObject({
      rawPerCooked: null,
      yieldSource: '',
      shopping: 'normal',
      dryGramsPerLitre: null,
    });
    const set = [...byName.values()].filter(
      (f) => f.rawPerCooked !== null || f.shopping !== 'normal',
    );
    expect(set).toHaveLength(STARTER_YIELDS.length);
    const migration = await fs.readFile(path.join(MIGRATIONS_DIR, '0018_food_yields.sql'), 'utf8');
    expect(migration.endsWith(starterYieldsSql())).toBe(true);
  });

  it('she sets and changes them in the form: decimal comma, an infusion needs its grams per litre', async () => {
    const rice = await created(
      food({ name: 'Arroz parbolizado cocido', rawPerCooked: '0,38', yieldSource: 'Propia' }),
    );
    expect(rice).toMatchObject({
      rawPerCooked: 0.38,
      yieldSource: 'Propia',
      shopping: 'normal',
      dryGramsPerLitre: null,
      dryName: '',
    });
    const refused = await create(food({ name: 'Cedrón', shopping: 'dry', dryGramsPerLitre: '' }));
    expect([refused.statusCode, refused.body]).toEqual([
      400,
      expect.stringContaining(FOOD_SHOPPING_MSG.dryMissing),
    ]);
    const tooMuch = await create(food({ name: 'Cedrón', rawPerCooked: 9 }));
    expect([tooMuch.statusCode, tooMuch.body]).toEqual([
      400,
      expect.stringContaining(FOOD_SHOPPING_MSG.rawPerCooked),
    ]);
    const tea = await created(
      food({ name: 'Cedrón', shopping: 'dry', dryGramsPerLitre: 8, dryName: 'Cedrón en hebras' }),
    );
    expect(tea).toMatchObject({
      shopping: 'dry',
      dryGramsPerLitre: 8,
      dryName: 'Cedrón en hebras',
    });
    expect((await list()).find((f) => f._id === tea._id)).toMatchObject({ dryGramsPerLitre: 8 });
  });
});
