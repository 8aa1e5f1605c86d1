import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseFoodCsv, type TFoodValues } from './foods-csv';

/**
 * The starter table (issue 23): starter-foods.csv is its one truth, read by the import's
 * own parser; the migration that ships it (api/drizzle/0011_starter_foods.sql) is this
 * module's output, and a test checks the two still agree. After editing the CSV:
 *   npx tsx api/src/modules/foods/starter-sql-cli.ts > api/drizzle/0011_starter_foods.sql
 * The `sinonimos` column came later (issue 31): its values are set by the UPDATE that ends
 * api/drizzle/0017_food_synonyms.sql (`starterSynonymsSql`, checked by the same test).
 */
export const STARTER_CSV = fileURLToPath(new URL('./starter-foods.csv', import.meta.url));

/** The starter foods as the import reads them; a row it would refuse is a mistake in the file. */
export function starterFoods(text = fs.readFileSync(STARTER_CSV, 'utf8')): TFoodValues[] {
  const { rows } = parseFoodCsv(text);
  const refused = rows.filter((r) => r.reason !== null);
  if (refused.length)
    throw new Error(
      `starter-foods.csv: ${refused.map((r) => `line ${r.line}: ${r.reason}`).join('; ')}`,
    );
  return rows.flatMap((r) => (r.food ? [r.food] : []));
}

/** A text as an SQL literal. */
export const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A food's name, group, values per 100 g, measures and source, in that order, as SQL values. */
export const foodValuesSql = (f: TFoodValues): string[] => [
  literal(f.name),
  literal(f.group),
  String(f.kcal),
  String(f.proteinas),
  String(f.carbohidratos),
  String(f.grasas),
  String(f.fibra),
  `${literal(JSON.stringify(f.measures))}::jsonb`,
  literal(f.source),
];

/**
 * One INSERT for the whole table. The backup restore reads `INSERT INTO "foods"` in the
 * migrations to know the table is seeded by them (backups/schema-level.ts): keep the form.
 */
export function starterSql(list: TFoodValues[] = starterFoods()): string {
  const values = list.map((f) => `(${[...foodValuesSql(f), 'true'].join(', ')})`);
  return (
    '-- The starter food table, generated from api/src/modules/foods/starter-foods.csv by\n' +
    '-- api/src/modules/foods/starter-sql-cli.ts: edit the CSV, then generate this again.\n' +
    'INSERT INTO "foods" ("name", "group", "kcal", "proteinas", "carbohidratos", "grasas", "fibra", "measures", "source", "starter") VALUES\n' +
    `${values.join(',\n')};\n`
  );
}

/**
 * The starter foods' synonyms (issue 31), for the migration that added the column: one
 * UPDATE matching each food by its name as the unique index compares names, so a starter
 * food she has edited gets them too. Printed by `starter-sql-cli.ts synonyms`.
 */
export function starterSynonymsSql(list: TFoodValues[] = starterFoods()): string {
  const values = list
    .filter((f) => f.synonyms.length > 0)
    .map((f) => `(${literal(f.name)}, ARRAY[${f.synonyms.map(literal).join(', ')}]::text[])`);
  return (
    "-- The starter foods' synonyms, generated from the sinonimos column of\n" +
    '-- api/src/modules/foods/starter-foods.csv by `starter-sql-cli.ts synonyms`.\n' +
    'UPDATE "foods" SET "synonyms" = v.synonyms FROM (VALUES\n' +
    `${values.join(',\n')}\n` +
    ') AS v(name, synonyms)\n' +
    'WHERE f_unaccent(lower("foods"."name")) = f_unaccent(lower(v.name));\n'
  );
}
