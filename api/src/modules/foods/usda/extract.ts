import { stringify } from 'csv-stringify/sync';
import { csvRecords, parseFoodCsv } from '../foods-csv';
import { formatDecimal, householdMeasures, type Sr24Food } from './sr24';

/**
 * usda-foods.csv from SR24 (pure functions; extract-cli.ts does the files). The starter
 * foods keep her table's energy, macros, measures and synonyms and gain SR24's sodium,
 * sugars, saturated fat, calcium and iron; the new foods take everything from SR24. The
 * text is the food import's own format, so the nutritionist can load it as it is.
 */

/** Where a food's sodium, sugars and fats come from (contract/food-micros.ts's flags). */
export const FLAGS = [
  'azucares_naturales',
  'grasas_frutos_secos',
  'sodio_natural',
  'ultraprocesado',
] as const;
export type TFlag = (typeof FLAGS)[number];

/** SR24's nutrient per column, and the decimals the column is written with. */
const NUTRIENTS = {
  kcal: ['Energy', 0],
  proteinas: ['Protein', 1],
  carbohidratos: ['Carbs', 1],
  grasas: ['Fat', 1],
  fibra: ['Fiber', 1],
  sodio: ['Sodium', 0],
  azucares: ['Sugars', 1],
  grasas_saturadas: ['Saturated', 1],
  calcio: ['Calcium', 0],
  hierro: ['Iron', 1],
} as const;
type TNutrientColumn = keyof typeof NUTRIENTS;
const MACROS = ['kcal', 'proteinas', 'carbohidratos', 'grasas', 'fibra'] as const;
const MICROS = ['sodio', 'azucares', 'grasas_saturadas', 'calcio', 'hierro'] as const;

export const USDA_FOODS_COLUMNS = [
  'nombre',
  'grupo',
  ...MACROS,
  ...MICROS,
  ...FLAGS,
  'medidas',
  'fuente',
  'sinonimos',
] as const;
type TColumn = (typeof USDA_FOODS_COLUMNS)[number];
type TRow = Record<TColumn, string>;

/** What a run found, for the report on stderr. */
export interface UsdaFoodsReport {
  matched: number;
  unmatched: string[];
  newFoods: number;
  /** New foods not written, and why: SR24 lacks a macro, or the import would refuse the row. */
  skipped: string[];
  /** Rows with sodium, sugars and saturated fat all known (the octagons need the three). */
  withOctagonNutrients: number;
  /** SR24 measure names with no Spanish translation yet, and how many foods had them. */
  leftOutMeasures: Map<string, number>;
}

/** A problem in the inputs, with every line it found; the files stay as they are. */
export class UsdaExtractError extends Error {}

/** a − b exactly for SR24's values (at most 5 decimals), without binary leftovers. */
const exactDifference = (a: number, b: number) => (Math.round(a * 1e5) - Math.round(b * 1e5)) / 1e5;

// ------------------------------------------------------------------ reading the CSVs

interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/**
 * A ';' file with a header naming at least `columns`; each row with its line (header: 1),
 * read by the food import's own reader (quotes, BOM, blank lines).
 */
function readCsv(text: string, file: string, columns: readonly string[]): CsvRow[] {
  const [header, ...rows] = csvRecords(text, ';');
  const names = header?.fields ?? [];
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length)
    throw new UsdaExtractError(`${file}: faltan las columnas ${missing.join(', ')}`);
  return rows.map(({ line, fields }) => ({
    line,
    cells: Object.fromEntries(names.map((h, i) => [h, fields[i] ?? ''])),
  }));
}

/** 'sodio_natural ultraprocesado' -> the flags; an unknown word is refused, naming the line. */
function flagsOf(cell: string, where: string, problems: string[]): Set<TFlag> {
  const words = cell.split(/\s+/).filter(Boolean);
  for (const w of words)
    if (!FLAGS.includes(w as TFlag))
      problems.push(`${where}: «${w}» no es una marca (${FLAGS.join(', ')})`);
  return new Set(words.filter((w): w is TFlag => FLAGS.includes(w as TFlag)));
}

/** A uid cell checked against the jar; null when empty or wrong (wrong: a problem). */
function uidOf(
  cell: string,
  where: string,
  foods: ReadonlyMap<string, Sr24Food>,
  problems: string[],
) {
  if (!cell) return null;
  if (!/^\d{5}$/.test(cell)) problems.push(`${where}: el uid «${cell}» no tiene 5 dígitos`);
  else if (!foods.has(cell)) problems.push(`${where}: el uid ${cell} no está en SR24`);
  else return cell;
  return null;
}

export interface StarterMapping {
  line: number;
  nombre: string;
  uid: string | null;
  flags: Set<TFlag>;
}

export interface NewMapping {
  line: number;
  nombre: string;
  grupo: string;
  uid: string;
  flags: Set<TFlag>;
  sinonimos: string;
}

/** usda-starter.csv: one row per starter food; an empty uid means no fair SR24 match. */
export function parseStarterMapping(
  text: string,
  foods: ReadonlyMap<string, Sr24Food>,
  problems: string[],
): StarterMapping[] {
  return readCsv(text, 'usda-starter.csv', ['nombre', 'usda', 'marcas']).map(({ line, cells }) => {
    const where = `usda-starter.csv línea ${line}`;
    const uid = uidOf(cells.usda ?? '', where, foods, problems);
    return {
      line,
      nombre: cells.nombre ?? '',
      uid,
      flags: flagsOf(cells.marcas ?? '', where, problems),
    };
  });
}

/** usda-new.csv (absent: no new foods yet): every row needs an SR24 uid. */
export function parseNewMapping(
  text: string | null,
  foods: ReadonlyMap<string, Sr24Food>,
  problems: string[],
): NewMapping[] {
  if (text === null) return [];
  const columns = ['nombre', 'grupo', 'usda', 'marcas', 'sinonimos'];
  return readCsv(text, 'usda-new.csv', columns).flatMap(({ line, cells }) => {
    const where = `usda-new.csv línea ${line}`;
    if (!cells.usda) problems.push(`${where}: falta el uid de SR24`);
    const uid = uidOf(cells.usda ?? '', where, foods, problems);
    const flags = flagsOf(cells.marcas ?? '', where, problems);
    // '|'-separated as in the import; written back trimmed and without empty ones.
    const sinonimos = (cells.sinonimos ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean)
      .join('|');
    return uid
      ? [{ line, nombre: cells.nombre ?? '', grupo: cells.grupo ?? '', uid, flags, sinonimos }]
      : [];
  });
}

// ------------------------------------------------------------------ rows

const flagCells = (flags: Set<TFlag>) =>
  Object.fromEntries(FLAGS.map((f) => [f, flags.has(f) ? 'si' : ''])) as Record<TFlag, string>;

const sourceOf = (food: Sr24Food) => `USDA SR24 ${food.uid}: ${food.name}`;

/** A nutrient as its column writes it; '' when SR24 does not give it (unknown, never 0). */
function nutrientCell(food: Sr24Food, column: TNutrientColumn): string {
  const [name, decimals] = NUTRIENTS[column];
  const value = food.nutrients.get(name);
  return value === undefined ? '' : formatDecimal(value, decimals);
}

const microCells = (food: Sr24Food | null) =>
  Object.fromEntries(MICROS.map((m) => [m, food ? nutrientCell(food, m) : ''])) as Record<
    (typeof MICROS)[number],
    string
  >;

/** Columns a starter row keeps from her file: her own values, as she wrote them. */
const HERS = ['nombre', 'grupo', ...MACROS, 'medidas', 'sinonimos'] as const;

/** Her row with SR24's micronutrients, and SR24 as its source when it has a match. */
function starterRow(her: Record<string, string>, flags: Set<TFlag>, food: Sr24Food | null): TRow {
  const kept = Object.fromEntries(HERS.map((c) => [c, her[c] ?? ''])) as Record<
    (typeof HERS)[number],
    string
  >;
  const fuente = food ? sourceOf(food) : (her.fuente ?? '');
  return { ...kept, ...microCells(food), ...flagCells(flags), fuente };
}

/**
 * A new food, all from SR24, or why it is left out: the import requires kcal and the four
 * macros, and a value SR24 does not give is never written as 0. `carbohidratos` is the
 * available carbohydrate (SR24's total minus fibre), as her table counts it: the import
 * refuses proteins + carbs + fat + fibre over 100 g, which a total holding the fibre
 * would break for seeds and bran.
 */
function newRow(m: NewMapping, food: Sr24Food, leftOut: Set<string>): TRow | string {
  const missing = MACROS.filter((c) => !food.nutrients.has(NUTRIENTS[c][0]));
  if (missing.length) return `SR24 ${food.uid} no tiene ${missing.join(', ')}`;
  const carbs = food.nutrients.get('Carbs')!;
  const available = Math.max(0, exactDifference(carbs, food.nutrients.get('Fiber')!));
  return {
    nombre: m.nombre,
    grupo: m.grupo,
    kcal: nutrientCell(food, 'kcal'),
    proteinas: nutrientCell(food, 'proteinas'),
    carbohidratos: formatDecimal(available, 1),
    grasas: nutrientCell(food, 'grasas'),
    fibra: nutrientCell(food, 'fibra'),
    ...microCells(food),
    ...flagCells(m.flags),
    medidas: householdMeasures(food.measures, m.grupo, leftOut),
    fuente: sourceOf(food),
    sinonimos: m.sinonimos,
  };
}

// ------------------------------------------------------------------ the file

export interface UsdaFoodsInput {
  foods: ReadonlyMap<string, Sr24Food>;
  starterFoodsCsv: string;
  starterMappingCsv: string;
  /** null while usda-new.csv does not exist yet. */
  newMappingCsv: string | null;
}

/** Every starter food mapped once, by its exact name, and no other. */
function pairStarters(starters: CsvRow[], mappings: StarterMapping[], problems: string[]) {
  const byName = new Map<string, StarterMapping>();
  for (const m of mappings) {
    if (byName.has(m.nombre))
      problems.push(`usda-starter.csv línea ${m.line}: «${m.nombre}» repetido`);
    byName.set(m.nombre, m);
  }
  const names = new Set(starters.map((s) => s.cells.nombre));
  for (const m of mappings)
    if (!names.has(m.nombre))
      problems.push(`usda-starter.csv línea ${m.line}: «${m.nombre}» no está en starter-foods.csv`);
  return starters.flatMap((s) => {
    const m = byName.get(s.cells.nombre ?? '');
    if (!m)
      problems.push(
        `usda-starter.csv no tiene «${s.cells.nombre}» (starter-foods.csv línea ${s.line})`,
      );
    return m ? [{ her: s.cells, mapping: m }] : [];
  });
}

/** A refusal of the food import: the output line it is about (null: the whole file) and why. */
export interface Refusal {
  line: number | null;
  reason: string;
}

/**
 * What the food import would refuse in the text: a column it would not read, or a row
 * (line and its own reason). Run on the whole text, so a name repeated across starter and
 * new foods is caught as the import catches it.
 */
export function importRefusals(text: string): Refusal[] {
  const parsed = parseFoodCsv(text);
  const known = new Set<string>(parsed.columns);
  const unread = USDA_FOODS_COLUMNS.filter((c) => !known.has(c.replace(/_/g, ' ')));
  return [
    ...unread.map((c) => ({ line: null, reason: `el import no lee la columna ${c}` })),
    ...parsed.rows.flatMap((r) => (r.reason ? [{ line: r.line, reason: r.reason }] : [])),
  ];
}

/** A row to write, where it comes from (for messages) and the SR24 food it took. */
interface Output {
  row: TRow;
  from: string;
  food: Sr24Food | null;
  starter: boolean;
}

const toText = (outputs: Output[]) =>
  stringify(
    [
      [...USDA_FOODS_COLUMNS],
      ...outputs.map((o) => USDA_FOODS_COLUMNS.map((c) => o.row[c].trim())),
    ],
    {
      delimiter: ';',
      record_delimiter: 'unix',
    },
  );

/**
 * The text without the rows the import would refuse. A refused starter row (her food must
 * be there) or column is an error; a refused new food is left out and said why in
 * `skipped`. Each output row is one line (no field holds a line break): row i is line i + 2.
 */
function importable(outputs: Output[], skipped: string[]): { text: string; kept: Output[] } {
  const refused = importRefusals(toText(outputs));
  const at = (r: Refusal) => (r.line === null ? undefined : outputs[r.line - 2]);
  const fatal = refused.filter((r) => at(r)?.starter !== false);
  if (fatal.length)
    throw new UsdaExtractError(
      fatal.map((r) => `${at(r)?.from ?? 'usda-foods.csv'}: ${r.reason}`).join('\n'),
    );
  for (const r of refused) skipped.push(`${at(r)!.from}: ${r.reason}`);
  const out = new Set(refused.map(at));
  const kept = outputs.filter((o) => !out.has(o));
  const text = toText(kept);
  if (out.size && importRefusals(text).length)
    throw new UsdaExtractError('usda-foods.csv: el import sigue rechazando filas');
  return { text, kept };
}

/** SR24 measure names left out of the written new foods, and in how many of them. */
function leftOutCounts(outputs: Output[], untranslated: Set<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const o of outputs)
    for (const name of new Set(o.starter ? [] : (o.food?.measures.map((m) => m.name) ?? [])))
      if (untranslated.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * usda-foods.csv's text: header, starter foods in her file's order, then the new foods in
 * theirs; ';', decimal comma, LF, a final newline, fields quoted only when they hold ';' or
 * '"' (an SR24 name may). Throws UsdaExtractError listing every problem, so a mistake in a
 * mapping never reaches the file, nor does a row the import would refuse.
 */
export function buildUsdaFoodsCsv(input: UsdaFoodsInput): {
  text: string;
  report: UsdaFoodsReport;
} {
  const problems: string[] = [];
  const starters = readCsv(input.starterFoodsCsv, 'starter-foods.csv', [...HERS, 'fuente']);
  const mappings = parseStarterMapping(input.starterMappingCsv, input.foods, problems);
  const news = parseNewMapping(input.newMappingCsv, input.foods, problems);
  const outputs: Output[] = [];
  const unmatched: string[] = [];
  for (const { her, mapping } of pairStarters(starters, mappings, problems)) {
    const food = mapping.uid ? input.foods.get(mapping.uid)! : null;
    if (!food) unmatched.push(mapping.nombre);
    const from = `${mapping.nombre} (usda-starter.csv línea ${mapping.line})`;
    outputs.push({ row: starterRow(her, mapping.flags, food), from, food, starter: true });
  }
  const untranslated = new Set<string>();
  const skipped: string[] = [];
  for (const m of news) {
    const food = input.foods.get(m.uid)!;
    const row = newRow(m, food, untranslated);
    const from = `${m.nombre} (usda-new.csv línea ${m.line})`;
    if (typeof row === 'string') skipped.push(`${from}: ${row}`);
    else outputs.push({ row, from, food, starter: false });
  }
  if (problems.length) throw new UsdaExtractError(problems.join('\n'));

  const { text, kept: written } = importable(outputs, skipped);
  const report = {
    matched: starters.length - unmatched.length,
    unmatched,
    newFoods: written.filter((o) => !o.starter).length,
    skipped,
    withOctagonNutrients: written.filter(
      (o) => o.row.sodio && o.row.azucares && o.row.grasas_saturadas,
    ).length,
    leftOutMeasures: leftOutCounts(written, untranslated),
  };
  return { text, report };
}
