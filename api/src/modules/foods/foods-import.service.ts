import { formatDecimal } from '@contract/numbers';
import { isNull, sql } from 'drizzle-orm';
import { MICRONUTRIENT_INFO, MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAG_INFO, FOOD_FLAGS } from '@contract/food-micros';
import {
  FOOD_CSV_SHOPPING,
  FOOD_MSG,
  NUTRIENTS,
  type TFoodImportAnswer,
  type TFoodImportRow,
  type TFoodMeasure,
} from '@contract/foods';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/http-error';
import {
  FoodCsvError,
  foodKey,
  mergedReason,
  parseFoodCsv,
  type FoodCsv,
  type FoodCsvColumn,
  type TFoodValues,
} from './foods-csv';
import { counted, uniqueName, type FoodsDeps } from './foods.service';
import { foods, type FoodRow } from './foods.tables';

/**
 * POST alimentos/importar (issue 23): the CSV row by row against the foods in use, as a
 * preview, then stored in one transaction.
 */

/** As every number she reads (decimal comma), with the decimals the value has (up to 3). */
const decimal = (n: number) => formatDecimal(n, 3);
const measuresText = (ms: readonly TFoodMeasure[]) =>
  ms.length ? ms.map((m) => `${m.name}=${decimal(m.grams)}`).join(' | ') : '(ninguna)';
const quotedText = (s: string, none = '(vacía)') => (s ? `«${s}»` : none);
const optionalText = (n: number | null) => (n === null ? '(ninguno)' : decimal(n));
/** A micronutrient nobody knows reads as the table shows it. */
const unknownText = (n: number | null) => (n === null ? '—' : decimal(n));
const yesNo = (b: boolean) => (b ? 'sí' : 'no');
const synonymsText = (list: readonly string[]) => (list.length ? list.join(' | ') : '(ninguno)');

/**
 * The stored food a row would leave: the row's values, and the stored ones for the
 * columns the file leaves out (a file without `fuente` does not erase the sources, one
 * without the shopping columns keeps every yield). A column present with an empty cell
 * is the row's value, its default: the file says 'none', as the form's empty field does.
 */
function merged(
  row: TFoodValues,
  stored: FoodRow | undefined,
  columns: FoodCsv['columns'],
): TFoodValues {
  if (!stored) return row;
  const kept = (c: FoodCsvColumn) => !columns.has(c);
  return {
    ...row,
    measures: kept('medidas') ? stored.measures : row.measures,
    source: kept('fuente') ? stored.source : row.source,
    synonyms: kept('sinonimos') ? stored.synonyms : row.synonyms,
    rawPerCooked: kept('rendimiento') ? stored.rawPerCooked : row.rawPerCooked,
    yieldSource: kept('fuente rendimiento') ? stored.yieldSource : row.yieldSource,
    shopping: kept('compras') ? stored.shopping : row.shopping,
    dryGramsPerLitre: kept('seco por litro') ? stored.dryGramsPerLitre : row.dryGramsPerLitre,
    dryName: kept('producto seco') ? stored.dryName : row.dryName,
    ...Object.fromEntries(
      MICRONUTRIENTS.map((m) => [
        m,
        kept(MICRONUTRIENT_INFO[m].column as FoodCsvColumn) ? stored[m] : row[m],
      ]),
    ),
    ...Object.fromEntries(
      FOOD_FLAGS.map((f) => [
        f,
        kept(FOOD_FLAG_INFO[f].column as FoodCsvColumn) ? stored[f] : row[f],
      ]),
    ),
  };
}

/** The fields that differ, as she reads them: 'kcal: 52 → 54'. */
function changesOf(stored: FoodRow, next: TFoodValues): string[] {
  const out: string[] = [];
  const add = (column: FoodCsvColumn, from: string, to: string) => {
    if (from !== to) out.push(`${column}: ${from} → ${to}`);
  };
  add('nombre', stored.name, next.name);
  add('grupo', stored.group, next.group);
  for (const n of NUTRIENTS) add(n, decimal(stored[n]), decimal(next[n]));
  add('medidas', measuresText(stored.measures), measuresText(next.measures));
  add('fuente', quotedText(stored.source), quotedText(next.source));
  add('sinonimos', synonymsText(stored.synonyms), synonymsText(next.synonyms));
  add('rendimiento', optionalText(stored.rawPerCooked), optionalText(next.rawPerCooked));
  add('fuente rendimiento', quotedText(stored.yieldSource), quotedText(next.yieldSource));
  add('compras', FOOD_CSV_SHOPPING[stored.shopping], FOOD_CSV_SHOPPING[next.shopping]);
  add('seco por litro', optionalText(stored.dryGramsPerLitre), optionalText(next.dryGramsPerLitre));
  add('producto seco', quotedText(stored.dryName, '(vacío)'), quotedText(next.dryName, '(vacío)'));
  for (const m of MICRONUTRIENTS)
    add(
      MICRONUTRIENT_INFO[m].column as FoodCsvColumn,
      unknownText(stored[m]),
      unknownText(next[m]),
    );
  for (const f of FOOD_FLAGS)
    add(FOOD_FLAG_INFO[f].column as FoodCsvColumn, yesNo(stored[f]), yesNo(next[f]));
  return out;
}

type Planned =
  { kind: 'insert'; food: TFoodValues } | { kind: 'update'; id: string; food: TFoodValues };

/** Each row against the foods in use, matched by name as the unique index compares names. */
function plan(csv: FoodCsv, inUse: FoodRow[]): { rows: TFoodImportRow[]; writes: Planned[] } {
  const byKey = new Map(inUse.map((f) => [foodKey(f.name), f]));
  const rows: TFoodImportRow[] = [];
  const writes: Planned[] = [];
  for (const r of csv.rows) {
    if (!r.food) {
      rows.push({ line: r.line, name: r.name, action: 'Rechazado', reason: r.reason, changes: [] });
      continue;
    }
    const stored = byKey.get(foodKey(r.food.name));
    const next = merged(r.food, stored, csv.columns);
    const reason = mergedReason(next);
    if (reason) {
      rows.push({ line: r.line, name: r.name, action: 'Rechazado', reason, changes: [] });
      continue;
    }
    if (!stored) {
      writes.push({ kind: 'insert', food: next });
      rows.push({ line: r.line, name: next.name, action: 'Nuevo', reason: null, changes: [] });
      continue;
    }
    const changes = changesOf(stored, next);
    if (changes.length) writes.push({ kind: 'update', id: stored.id, food: next });
    rows.push({
      line: r.line,
      name: next.name,
      action: changes.length ? 'Cambia' : 'Igual',
      reason: null,
      changes,
    });
  }
  return { rows, writes };
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters, few round-trips for 5,000 rows. */
const BATCH = 500;
const chunks = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / BATCH) }, (_, i) =>
    list.slice(i * BATCH, (i + 1) * BATCH),
  );

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** All changed foods of a batch in one UPDATE ... FROM (VALUES ...): no round-trip per row. */
async function updateBatch(tx: Tx, batch: { id: string; food: TFoodValues }[], now: Date) {
  const values = sql.join(
    batch.map(
      ({ id, food: f }) =>
        sql`(${id}::uuid, ${f.name}::text, ${f.group}::text, ${f.kcal}::float8, ${f.proteinas}::float8, ${f.carbohidratos}::float8, ${f.grasas}::float8, ${f.fibra}::float8, ${JSON.stringify(f.measures)}::jsonb, ${f.source}::text, ${JSON.stringify(f.synonyms)}::jsonb, ${f.rawPerCooked}::numeric, ${f.yieldSource}::text, ${f.shopping}::text, ${f.dryGramsPerLitre}::numeric, ${f.dryName}::text, ${f.sodio}::float8, ${f.azucares}::float8, ${f.grasasSaturadas}::float8, ${f.calcio}::float8, ${f.hierro}::float8, ${f.sodioNatural}::boolean, ${f.azucaresNaturales}::boolean, ${f.grasasFrutosSecos}::boolean, ${f.ultraprocesado}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${foods} set
      "name" = v.name, "group" = v.grp, "kcal" = v.kcal, "proteinas" = v.proteinas,
      "carbohidratos" = v.carbohidratos, "grasas" = v.grasas, "fibra" = v.fibra,
      "measures" = v.measures, "source" = v.source, "starter" = false,
      "synonyms" = array(select jsonb_array_elements_text(v.synonyms)),
      "raw_per_cooked" = v.raw_per_cooked, "yield_source" = v.yield_source,
      "shopping" = v.shopping, "dry_grams_per_litre" = v.dry_grams_per_litre,
      "dry_name" = v.dry_name, "sodio" = v.sodio, "azucares" = v.azucares,
      "grasas_saturadas" = v.grasas_saturadas, "calcio" = v.calcio, "hierro" = v.hierro,
      "sodio_natural" = v.sodio_natural, "azucares_naturales" = v.azucares_naturales,
      "grasas_frutos_secos" = v.grasas_frutos_secos, "ultraprocesado" = v.ultraprocesado,
      "updated_at" = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, name, grp, kcal, proteinas, carbohidratos, grasas, fibra, measures, source, synonyms, raw_per_cooked, yield_source, shopping, dry_grams_per_litre, dry_name, sodio, azucares, grasas_saturadas, calcio, hierro, sodio_natural, azucares_naturales, grasas_frutos_secos, ultraprocesado)
    where ${foods.id} = v.id`);
}

const COUNTS_ZERO = { Nuevo: 0, Cambia: 0, Igual: 0, Rechazado: 0 };

/**
 * POST alimentos/importar: the CSV row by row against the foods in use. The preview
 * changes nothing; `confirm` stores every new and changed row in one transaction (refused
 * rows never), and a file with no row to store is refused as a whole.
 */
export async function importFoods(
  deps: FoodsDeps,
  text: string | undefined,
  confirm: boolean,
): Promise<TFoodImportAnswer> {
  if (text === undefined) throw badRequest(FOOD_MSG.csvRequired, { archivo: FOOD_MSG.csvRequired });
  let csv: FoodCsv;
  try {
    csv = parseFoodCsv(text);
  } catch (err) {
    if (err instanceof FoodCsvError) throw badRequest(err.message, { archivo: err.message });
    throw err;
  }
  const inUse = await deps.db.select().from(foods).where(isNull(foods.archivedAt));
  const { rows, writes } = plan(csv, inUse);
  const counts = { ...COUNTS_ZERO };
  for (const r of rows) counts[r.action] += 1;

  if (!confirm) {
    return {
      message: `Vista previa: ${counted(counts.Nuevo, 'nuevo', 'nuevos')}, ${counts.Cambia} con cambios, ${counted(counts.Igual, 'igual', 'iguales')} y ${counted(counts.Rechazado, 'rechazado', 'rechazados')}. Todavía no se guardó nada.`,
      stored: false,
      counts,
      rows,
    };
  }
  if (counts.Rechazado === rows.length) throw badRequest(FOOD_MSG.nothingToImport);
  const now = deps.clock.now();
  const inserts = writes.flatMap((w) => (w.kind === 'insert' ? [w.food] : []));
  const updates = writes.flatMap((w) => (w.kind === 'update' ? [w] : []));
  await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      for (const batch of chunks(updates)) await updateBatch(tx, batch, now);
      for (const batch of chunks(inserts))
        await tx.insert(foods).values(batch.map((f) => ({ ...f, createdAt: now, updatedAt: now })));
    }),
  );
  return { message: FOOD_MSG.imported, stored: true, counts, rows };
}
