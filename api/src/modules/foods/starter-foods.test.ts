import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TFoodValues } from './foods-csv';
import { MIGRATIONS_DIR } from '../../db/client';
import { sortFoods } from './foods.service';
import { STARTER_CSV, starterFoods, starterSql, starterSynonymsSql } from './starter-sql';
import { useFoodsSuite } from '../../../test/foods-suite';

const { importCsv, listAll } = useFoodsSuite();

describe('the starter table a fresh install ships', () => {
  it('has at least 150 foods in use, each with its source and a household measure', async () => {
    const all = await listAll();
    expect(all.length).toBeGreaterThanOrEqual(150);
    for (const f of all)
      expect([f.name, f.starter, f.source !== '', f.measures.length > 0]).toEqual([
        f.name,
        true,
        true,
        true,
      ]);
  });

  it('is exactly what the importer reads from starter-foods.csv (one truth)', async () => {
    const fromCsv = starterFoods();
    const values = (f: TFoodValues) => ({
      name: f.name,
      group: f.group,
      kcal: f.kcal,
      proteinas: f.proteinas,
      carbohidratos: f.carbohidratos,
      grasas: f.grasas,
      fibra: f.fibra,
      measures: f.measures,
      source: f.source,
    });
    expect(sortFoods((await listAll()).map(values))).toEqual(sortFoods(fromCsv.map(values)));
    const migration = await fs.readFile(
      path.join(MIGRATIONS_DIR, '0011_starter_foods.sql'),
      'utf8',
    );
    expect(migration).toBe(starterSql(fromCsv));
  });

  it("has the synonyms of starter-foods.csv's sinonimos column, set by migration 0017", async () => {
    const fromCsv = starterFoods();
    const synonyms = (list: { name: string; synonyms: string[] }[]) =>
      Object.fromEntries(list.filter((f) => f.synonyms.length).map((f) => [f.name, f.synonyms]));
    expect(synonyms(await listAll())).toEqual(synonyms(fromCsv));
    expect(synonyms(fromCsv)).toMatchObject({
      'Zapallo kabutiá crudo': expect.arrayContaining(['calabaza']),
      'Salchicha tipo Viena': expect.arrayContaining(['pancho', 'frankfurter']),
      Palta: ['aguacate'],
    });
    const migration = await fs.readFile(
      path.join(MIGRATIONS_DIR, '0017_food_synonyms.sql'),
      'utf8',
    );
    // A later change to the column comes as a new migration, as for the values (decision 0020).
    expect(migration.endsWith(starterSynonymsSql(fromCsv))).toBe(true);
  });

  it('importing starter-foods.csv into the fresh database previews every row as Igual', async () => {
    const res = await importCsv(await fs.readFile(STARTER_CSV));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({
      Nuevo: 0,
      Cambia: 0,
      Igual: starterFoods().length,
      Rechazado: 0,
    });
  });
});
