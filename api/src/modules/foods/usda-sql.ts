import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAGS } from '@contract/food-micros';
import { foodKey, type TFoodValues } from './foods-csv';
import { foodValuesSql, literal, starterFoods } from './starter-sql';

/**
 * The food table's USDA values (issue 35): usda-foods.csv is written by the extraction
 * (usda/extract-cli.ts, from SR24 as Debian's cronometer ships it) and read here by the
 * import's own parser; the migration that ships it (api/drizzle/0032_usda_foods.sql) is
 * this module's output, and a test checks the two still agree. After a new extraction:
 *   npx tsx api/src/modules/foods/usda-sql-cli.ts > api/drizzle/0032_usda_foods.sql
 * A starter food gets its micronutrients and flags (its macros stay hers); every other row
 * is a new food of the starter table.
 */
export const USDA_CSV = fileURLToPath(new URL('./usda-foods.csv', import.meta.url));

/** The rows of usda-foods.csv; a row the import would refuse is a mistake of the extraction. */
export function usdaFoods(text = fs.readFileSync(USDA_CSV, 'utf8')): TFoodValues[] {
  // Read through the starter table's reader: the same parser, the same refusal of bad rows.
  return starterFoods(text);
}

const numberOrNull = (n: number | null) => (n === null ? 'NULL' : String(n));

/** The micronutrient and flag columns, in the order both statements write them. */
const MICRO_COLUMNS = ['sodio', 'azucares', 'grasas_saturadas', 'calcio', 'hierro'];
const FLAG_COLUMNS = [
  'sodio_natural',
  'azucares_naturales',
  'grasas_frutos_secos',
  'ultraprocesado',
];
const microValues = (f: TFoodValues) => [
  ...MICRONUTRIENTS.map((m) => numberOrNull(f[m])),
  ...FOOD_FLAGS.map((flag) => String(f[flag])),
];

/**
 * Two statements: an UPDATE of the starter foods (matched by name as the unique index
 * compares names, so a starter food she renamed is left as she has it; its source changes
 * only while it is still the starter table's), and one INSERT of the new foods, none of
 * which may take a name she already uses (ON CONFLICT DO NOTHING: hers stays).
 */
export function usdaSql(
  list: TFoodValues[] = usdaFoods(),
  starterNames: ReadonlySet<string> = new Set(starterFoods().map((f) => foodKey(f.name))),
): string {
  const starters = list.filter((f) => starterNames.has(foodKey(f.name)));
  const added = list.filter((f) => !starterNames.has(foodKey(f.name)));
  const updates = starters.map(
    (f) => `(${[literal(f.name), literal(f.source), ...microValues(f)].join(', ')})`,
  );
  const inserts = added.map(
    (f) =>
      `(${[
        ...foodValuesSql(f),
        `ARRAY[${f.synonyms.map(literal).join(', ')}]::text[]`,
        ...microValues(f),
        'true',
      ].join(', ')})`,
  );
  // Cast: a VALUES column whose every row is NULL would be text to PostgreSQL.
  const set = [
    ...MICRO_COLUMNS.map((c) => `"${c}" = v.${c}::float8`),
    ...FLAG_COLUMNS.map((c) => `"${c}" = v.${c}`),
  ].join(', ');
  return (
    '-- The USDA SR24 values of the food table, generated from api/src/modules/foods/usda-foods.csv\n' +
    '-- by api/src/modules/foods/usda-sql-cli.ts: extract again, then generate this again.\n' +
    `UPDATE "foods" SET ${set},\n` +
    '  "source" = CASE WHEN "foods"."starter" THEN v.source ELSE "foods"."source" END\n' +
    'FROM (VALUES\n' +
    `${updates.join(',\n')}\n` +
    `) AS v(name, source, ${[...MICRO_COLUMNS, ...FLAG_COLUMNS].join(', ')})\n` +
    'WHERE f_unaccent(lower("foods"."name")) = f_unaccent(lower(v.name));\n' +
    '--> statement-breakpoint\n' +
    `INSERT INTO "foods" ("name", "group", "kcal", "proteinas", "carbohidratos", "grasas", "fibra", "measures", "source", "synonyms", ${[...MICRO_COLUMNS, ...FLAG_COLUMNS].map((c) => `"${c}"`).join(', ')}, "starter") VALUES\n` +
    `${inserts.join(',\n')}\n` +
    'ON CONFLICT DO NOTHING;\n'
  );
}
