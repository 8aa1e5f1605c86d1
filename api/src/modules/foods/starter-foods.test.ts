import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAGS } from '@contract/food-micros';
import type { TFood } from '@contract/foods';
import type { TFoodValues } from './foods-csv';
import { MIGRATIONS_DIR } from '../../db/client';
import { sortFoods } from './foods.service';
import { starterFoods, starterSql, starterSynonymsSql } from './starter-sql';
import { USDA_CSV, usdaFoods, usdaSql } from './usda-sql';
import { useFoodsSuite } from '../../../test/foods-suite';

const { importCsv, listAll } = useFoodsSuite();

/** A food's stored values as the import's parser reads them from a CSV row. */
const values = (f: TFoodValues | TFood) => ({
  name: f.name,
  group: f.group,
  kcal: f.kcal,
  proteinas: f.proteinas,
  carbohidratos: f.carbohidratos,
  grasas: f.grasas,
  fibra: f.fibra,
  measures: f.measures,
  source: f.source,
  synonyms: f.synonyms,
  ...Object.fromEntries(MICRONUTRIENTS.map((m) => [m, f[m]])),
  ...Object.fromEntries(FOOD_FLAGS.map((flag) => [flag, f[flag]])),
});

describe('the starter table a fresh install ships', () => {
  it("is exactly usda-foods.csv as the importer reads it, and the migrations are their generators' output", async () => {
    // Issue 23's 266 foods (0011, 0017), then issue 35's USDA values and new foods (0032).
    const all = await listAll();
    expect(all.every((f) => f.starter)).toBe(true);
    expect(sortFoods(all.map(values))).toEqual(sortFoods(usdaFoods().map(values)));
    const migration = (name: string) => fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    expect(await migration('0011_starter_foods.sql')).toBe(starterSql(starterFoods()));
    expect(await migration('0032_usda_foods.sql')).toBe(usdaSql());
  });

  it('at least 560 foods with sodium, sugars and saturated fat, each naming the USDA food it came from', async () => {
    const all = await listAll();
    const withOctagonNutrients = all.filter(
      (f) => f.sodio !== null && f.azucares !== null && f.grasasSaturadas !== null,
    );
    expect(withOctagonNutrients.length).toBeGreaterThanOrEqual(560);
    for (const f of withOctagonNutrients)
      expect([f.name, f.source]).toEqual([f.name, expect.stringMatching(/^USDA SR24 \d{5}: \S/)]);
    // A starter food SR24 has no match for keeps its own source, and '—' for what it lacks.
    const own = all.find((f) => f.name === 'Fainá')!;
    expect(own).toMatchObject({ sodio: null, azucares: null, source: expect.stringMatching(/\S/) });
    expect(own.source).not.toMatch(/SR24/);
    // Issue 23's foods all have a household measure; most of the new ones have SR24's.
    const starterNames = new Set(starterFoods().map((f) => f.name));
    for (const f of all.filter((x) => starterNames.has(x.name)))
      expect([f.name, f.measures.length > 0]).toEqual([f.name, true]);
  });

  it("has the synonyms of starter-foods.csv's sinonimos column, set by migration 0017", async () => {
    const fromCsv = starterFoods();
    const synonyms = (list: { name: string; synonyms: string[] }[]) =>
      Object.fromEntries(list.filter((f) => f.synonyms.length).map((f) => [f.name, f.synonyms]));
    const starterNames = new Set(fromCsv.map((f) => f.name));
    expect(synonyms((await listAll()).filter((f) => starterNames.has(f.name)))).toEqual(
      synonyms(fromCsv),
    );
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

  it('importing usda-foods.csv into the fresh database previews every row as Igual', async () => {
    const res = await importCsv(await fs.readFile(USDA_CSV));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({
      Nuevo: 0,
      Cambia: 0,
      Igual: usdaFoods().length,
      Rechazado: 0,
    });
  });
});
