import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TFoodValues } from './foods-csv';
import { MIGRATIONS_DIR } from '../../db/client';
import { sortFoods } from './foods.service';
import { STARTER_CSV, starterFoods, starterSql } from './starter-sql';
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
