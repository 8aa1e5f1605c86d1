import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { MICRONUTRIENT_INFO, MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAG_INFO, FOOD_FLAGS, type TFoodFlag } from '@contract/food-micros';
import { FOOD_GROUPS } from '@contract/foods-text';
import { type TFoodGroup } from '@contract/foods-text';
import {
  FOOD_CSV_COLUMNS,
  FOOD_CSV_MAX_ROWS,
  FOOD_CSV_REQUIRED,
  FOOD_CSV_SHOPPING,
  FOOD_MSG,
  FOOD_SHOPPING,
  FOOD_SHOPPING_LABELS,
  FOOD_SHOPPING_MSG,
  lacksDryGrams,
  ZFoodCsvRowSchema,
  type TFoodShopping,
  type ZFoodInputSchema,
} from '@contract/foods';

/**
 * The food table's CSV (issue 23), read the way a spreadsheet writes it: a header row
 * naming the columns, ';', ',' or a tab between fields, quoted fields with "" inside, CRLF,
 * LF or CR, a byte-order mark or none. csv-parse reads the fields; this module finds the
 * separator, the columns (by name or alias) and each row's food or reason. Pure functions:
 * the import (foods.service.ts) and the starter table's generator (starter-sql.ts) read a
 * file through exactly this, so they cannot disagree.
 */

export type FoodCsvColumn = (typeof FOOD_CSV_COLUMNS)[number];
/**
 * A food as the form's schema leaves it: trimmed, numbers rounded. A CSV row's is not yet
 * checked for an infusion's grams per litre: the import does it on the food it would store.
 */
export type TFoodValues = z.output<typeof ZFoodInputSchema>;

/** One data row: its line in the file, the name as written, and the food or why it is none. */
export type CsvFoodRow = { line: number; name: string } & (
  { food: TFoodValues; reason: null } | { food: null; reason: string }
);

export interface FoodCsv {
  /** The columns the header names: a column left out keeps the stored value on a change. */
  columns: ReadonlySet<FoodCsvColumn>;
  rows: CsvFoodRow[];
}

/** The whole file cannot be read (no header, missing columns, too many rows): a 400. */
export class FoodCsvError extends Error {}

/**
 * Letters PostgreSQL's unaccent spells out that no Unicode decomposition splits (its
 * unaccent.rules): 'Sœur' and 'Soeur' are one name to the unique index, so to the preview.
 */
const SPELLED_OUT: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ŀ: 'l',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  þ: 'th',
};

/**
 * A name as the unique index compares it (f_unaccent(lower(name))): case and accents
 * dropped, ligatures and the letters above spelled out, so 'Limón' and 'limon', 'Sœur'
 * and 'Soeur', are one food for the import's preview as for the database (a test compares
 * it with the database's own answer).
 */
export const foodKey = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[æœßøđðłŀħŧıþ]/g, (c) => SPELLED_OUT[c]!)
    .trim();

/** A header or a group as a person may write it: no accents, no case, single spaces. */
const loose = (s: string) => foodKey(s).replace(/\s+/g, ' ');

/** Header words people write for a column besides its own name. */
const ALIASES: Record<string, FoodCsvColumn> = {
  alimento: 'nombre',
  energia: 'kcal',
  calorias: 'kcal',
  kilocalorias: 'kcal',
  proteina: 'proteinas',
  hidratos: 'carbohidratos',
  'hidratos de carbono': 'carbohidratos',
  carbohidrato: 'carbohidratos',
  grasa: 'grasas',
  lipidos: 'grasas',
  medida: 'medidas',
  'medidas caseras': 'medidas',
  sinonimo: 'sinonimos',
  'otros nombres': 'sinonimos',
  // The shopping list's, also as the food's form labels them.
  'crudo por cocido': 'rendimiento',
  'rendimiento crudo por cocido': 'rendimiento',
  'gramos de crudo por gramo cocido': 'rendimiento',
  'fuente del rendimiento': 'fuente rendimiento',
  'fuente de rendimiento': 'fuente rendimiento',
  compra: 'compras',
  'lista de compras': 'compras',
  'en la lista de compras': 'compras',
  'gramos por litro': 'seco por litro',
  'g por litro': 'seco por litro',
  'gramos de seco por litro': 'seco por litro',
  'producto seco por litro': 'seco por litro',
  'producto que se compra': 'producto seco',
  'nombre del producto seco': 'producto seco',
  // Issue 35's, as labels and spreadsheets write them.
  azucar: 'azucares',
  'azucares totales': 'azucares',
  'grasa saturada': 'grasas saturadas',
  saturadas: 'grasas saturadas',
  'acidos grasos saturados': 'grasas saturadas',
  'sin sal agregada': 'sodio natural',
  'azucares de fruta verdura o lactosa': 'azucares naturales',
  'grasas de frutos secos o semillas': 'grasas frutos secos',
  'grasas de frutos secos': 'grasas frutos secos',
  ultraprocesados: 'ultraprocesado',
};

/** The column a header cell names ('Proteínas (g)' -> 'proteinas'), if any. */
function columnOf(header: string): FoodCsvColumn | undefined {
  // 'fuente_rendimiento', 'seco-por-litro': how a spreadsheet's header may join words.
  const h = loose(header.replace(/[_-]+/g, ' '))
    .replace(/\s*\(.*\)\s*$/, '')
    .trim();
  return FOOD_CSV_COLUMNS.find((c) => c === h) ?? ALIASES[h];
}

const GROUP_BY_KEY = new Map(FOOD_GROUPS.map((g) => [loose(g), g]));

/** 'lacteos', 'LÁCTEOS' -> 'Lácteos'; 'panificados' -> 'Panificados y cereales'; else as written. */
export function matchGroup(cell: string): TFoodGroup | string {
  const k = loose(cell);
  if (!k) return cell;
  return GROUP_BY_KEY.get(k) ?? FOOD_GROUPS.find((g) => loose(g).startsWith(`${k} `)) ?? cell;
}

/** Words a `compras` cell may say besides FOOD_CSV_SHOPPING's, the stored values and the labels. */
const SHOPPING_WORDS: Record<string, TFoodShopping> = {
  si: 'normal',
  comprar: 'normal',
  'se compra': 'normal',
  'producto seco': 'dry',
  infusion: 'dry',
  no: 'skip',
  'no va': 'skip',
  'no se compra': 'skip',
};
const SHOPPING_BY_WORD = new Map<string, TFoodShopping>([
  ...FOOD_SHOPPING.flatMap((s) => [
    [s, s] as const,
    [loose(FOOD_CSV_SHOPPING[s]), s] as const,
    [loose(FOOD_SHOPPING_LABELS[s]), s] as const,
  ]),
  ...Object.entries(SHOPPING_WORDS),
]);

/** A `compras` cell -> how it is bought; empty is 'normal' (the default); else the reason. */
function shoppingOf(cell: string): { shopping: TFoodShopping } | { reason: string } {
  if (!cell) return { shopping: 'normal' };
  const shopping = SHOPPING_BY_WORD.get(loose(cell));
  if (shopping) return { shopping };
  const words = FOOD_SHOPPING.map((s) => FOOD_CSV_SHOPPING[s]);
  return {
    reason: `compras: «${cell}» tiene que ser ${words.slice(0, -1).join(', ')} o ${words.at(-1)}`,
  };
}

/** How a flag's cell says yes or no (issue 35); empty is no, the cautious default. */
const FLAG_WORDS = new Map<string, boolean>([
  ...['si', 'x', '1', 'true', 'verdadero'].map((w) => [w, true] as const),
  ...['', 'no', '0', 'false', 'falso'].map((w) => [w, false] as const),
]);

/** The flags of a row, or the reason its first unreadable flag cell is refused. */
function flagsOf(cell: (c: FoodCsvColumn) => string): Record<TFoodFlag, boolean> | string {
  const flags = {} as Record<TFoodFlag, boolean>;
  for (const f of FOOD_FLAGS) {
    const column = FOOD_FLAG_INFO[f].column as FoodCsvColumn;
    const value = FLAG_WORDS.get(loose(cell(column)));
    if (value === undefined) return `${column}: «${cell(column)}» tiene que ser sí, no o vacío`;
    flags[f] = value;
  }
  return flags;
}

/** The separator the header uses: whichever of ';', ',' and tab it holds most of. */
function separatorOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = (end < 0 ? text : text.slice(0, end)).replace(/"[^"]*"/g, '');
  const count = (c: string) => header.split(c).length - 1;
  return [';', ',', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ';');
}

/** One record of the file: the line it starts on (the header's is 1) and its fields. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Line ends in a stretch of the file: CRLF, LF or a lone CR, as spreadsheets write them. */
const lineEnds = (s: string) => s.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * CSV text -> records of fields, each with the line it starts on; blank lines (and rows of
 * empty fields) skipped. csv-parse reads it; the line is counted here from the bytes each
 * record took, because csv-parse's own count (`info.lines`) adds two for a CRLF inside quotes.
 */
export function csvRecords(text: string, delimiter: string): CsvRecord[] {
  const data = Buffer.from(text);
  const records: CsvRecord[] = [];
  /** Where the record being read starts: its line and its first byte. */
  let line = 1;
  let from = 0;
  try {
    parse(data, {
      delimiter,
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      // A quote inside a field is a character; spaces around a field (quoted or not) go.
      relax_quotes: true,
      trim: true,
      // Rows may be shorter or longer than the header; a missing cell is an empty one.
      relax_column_count: true,
      on_record: (fields, { bytes }) => {
        if (fields.some((f) => f.trim() !== '')) records.push({ line, fields });
        line += lineEnds(data.subarray(from, bytes).toString());
        from = bytes;
        return null; // collected above, with its line
      },
    });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    if (err.code === 'CSV_QUOTE_NOT_CLOSED')
      throw new FoodCsvError(`El CSV tiene comillas sin cerrar desde la línea ${line}`);
    if (err.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE')
      throw new FoodCsvError(
        `El CSV tiene texto después de cerrar comillas en la línea ${line}: un campo entre comillas termina en ellas`,
      );
    throw new FoodCsvError(`El CSV no se puede leer desde la línea ${line}`);
  }
  return records;
}

/** 'nombre=gramos|nombre=gramos' -> the measures (grams still text: the schema reads them). */
function measuresOf(cell: string): { name: string; grams: string }[] | string {
  const out: { name: string; grams: string }[] = [];
  for (const part of cell.split('|').map((p) => p.trim())) {
    if (!part) continue;
    const at = part.lastIndexOf('=');
    if (at < 0) return `medidas: «${part}» tiene que ser nombre=gramos (por ejemplo, 1 taza=160)`;
    out.push({ name: part.slice(0, at).trim(), grams: part.slice(at + 1).trim() });
  }
  return out;
}

/** 'calabaza|zapallo japonés' -> the synonyms (the schema trims them and drops repeats). */
const synonymsOf = (cell: string): string[] => (cell ? cell.split('|') : []);

/** Schema fields whose messages do not name the column themselves. */
const PREFIX: Record<string, string> = {
  name: 'nombre',
  group: 'grupo',
  measures: 'medidas',
  source: 'fuente',
  synonyms: 'sinonimos',
  rawPerCooked: 'rendimiento',
  yieldSource: 'fuente rendimiento',
  dryGramsPerLitre: 'seco por litro',
  dryName: 'producto seco',
};

/** The first refusal of the form's schema, naming the CSV column it is about. */
function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return FOOD_MSG.csvColumns;
  const key = String(issue.path[0] ?? '');
  // A measure's own messages already say 'medida'; the list's (repeated, too many) do not.
  const named = key === 'measures' && issue.path.length > 1;
  return PREFIX[key] && !named ? `${PREFIX[key]}: ${issue.message}` : issue.message;
}

/**
 * What the form's schema checks across columns that a file may leave out: run by the
 * import on the food a row would leave (stored values filled in), so 'seco' in `compras`
 * is enough for a food whose grams per litre are stored. Null when it may be stored.
 */
export function mergedReason(food: TFoodValues): string | null {
  return lacksDryGrams(food) ? `${PREFIX.dryGramsPerLitre}: ${FOOD_SHOPPING_MSG.dryMissing}` : null;
}

/**
 * Reads the food table's CSV: every data row validated with the form's own schema
 * (contract/foods.ts) but for `mergedReason`, a name repeated in the file refused on its
 * second line. Throws FoodCsvError (Spanish) when the file as a whole cannot be read.
 */
export function parseFoodCsv(text: string): FoodCsv {
  const [header, ...data] = csvRecords(text, separatorOf(text));
  if (!header) throw new FoodCsvError(FOOD_MSG.csvEmpty);
  const index = new Map<FoodCsvColumn, number>();
  header.fields.forEach((h, i) => {
    const c = columnOf(h);
    if (c && !index.has(c)) index.set(c, i);
  });
  if (FOOD_CSV_REQUIRED.some((c) => !index.has(c))) throw new FoodCsvError(FOOD_MSG.csvColumns);
  if (data.length === 0) throw new FoodCsvError(FOOD_MSG.csvEmpty);
  if (data.length > FOOD_CSV_MAX_ROWS) throw new FoodCsvError(FOOD_MSG.csvTooBig);

  const seen = new Map<string, number>();
  const rows = data.map(({ line, fields }): CsvFoodRow => {
    const cell = (c: FoodCsvColumn) => {
      const i = index.get(c);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    const name = cell('nombre');
    const measures = measuresOf(cell('medidas'));
    if (typeof measures === 'string') return { line, name, food: null, reason: measures };
    const buying = shoppingOf(cell('compras'));
    if ('reason' in buying) return { line, name, food: null, reason: buying.reason };
    const flags = flagsOf(cell);
    if (typeof flags === 'string') return { line, name, food: null, reason: flags };
    const micros = Object.fromEntries(
      MICRONUTRIENTS.map((m) => [m, cell(MICRONUTRIENT_INFO[m].column as FoodCsvColumn)]),
    );
    // A shopping column left out reads as its default here; the import keeps the stored value.
    const parsed = ZFoodCsvRowSchema.safeParse({
      name,
      group: matchGroup(cell('grupo')),
      kcal: cell('kcal'),
      proteinas: cell('proteinas'),
      carbohidratos: cell('carbohidratos'),
      grasas: cell('grasas'),
      fibra: cell('fibra'),
      measures,
      source: cell('fuente'),
      synonyms: synonymsOf(cell('sinonimos')),
      rawPerCooked: cell('rendimiento'),
      yieldSource: cell('fuente rendimiento'),
      shopping: buying.shopping,
      dryGramsPerLitre: cell('seco por litro'),
      dryName: cell('producto seco'),
      ...micros,
      ...flags,
    });
    if (!parsed.success) return { line, name, food: null, reason: reasonOf(parsed.error) };
    const key = foodKey(parsed.data.name);
    const first = seen.get(key);
    if (first !== undefined)
      return { line, name, food: null, reason: `nombre: repetido, ya está en la línea ${first}` };
    seen.set(key, line);
    return { line, name: parsed.data.name, food: parsed.data, reason: null };
  });
  return { columns: new Set(index.keys()), rows };
}
