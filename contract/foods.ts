import { z } from 'zod';
import { optionalNumberIn, PAGE_PARAMS, parseDecimal, textSchema } from './common';
import { foodMicrosAnswer, foodMicrosInput, MICROS_MSG } from './food-micros';
import { foldText } from './food-search';
import { FOOD_GROUPS } from './foods-text';

/**
 * The food table (issue 23; DECISIONS §11): what the meal-plan builder counts with.
 * Nutrients are per 100 g of the food as eaten (raw unless the name says 'cocido');
 * household measures say how many grams one of them weighs ('1 taza' = 160 g).
 * Clinical records: only the nutritionist reads and writes it.
 */

/** The nutrients of a food per 100 g, in the order every table and CSV shows them. */
export const NUTRIENTS = ['kcal', 'proteinas', 'carbohidratos', 'grasas', 'fibra'] as const;
export type TNutrient = (typeof NUTRIENTS)[number];
export type TNutrients = Record<TNutrient, number>;

/** Plausible bounds per 100 g: nothing has more than 910 kcal (lard: 902) or 100 g of anything. */
export const NUTRIENT_RANGES: Record<TNutrient, { label: string; max: number }> = {
  kcal: { label: 'Energía (kcal)', max: 910 },
  proteinas: { label: 'Proteínas (g)', max: 100 },
  carbohidratos: { label: 'Carbohidratos (g)', max: 100 },
  grasas: { label: 'Grasas (g)', max: 100 },
  fibra: { label: 'Fibra (g)', max: 100 },
};

export const FOOD_MSG = {
  notFound: 'No encontramos ese alimento',
  created: 'Alimento agregado',
  updated: 'Alimento actualizado',
  archived: 'Alimento archivado: ya no se ofrece en los planes nuevos',
  restored: 'Alimento recuperado',
  duplicate: 'Ya hay un alimento con ese nombre',
  name: 'Completá el nombre del alimento',
  group: 'Elegí un grupo de la lista',
  tooMuch: 'Proteínas, carbohidratos, grasas y fibra suman más de 100 g en 100 g',
  measureName: 'Completá el nombre de la medida (por ejemplo, 1 taza)',
  measureGrams: 'Los gramos de una medida tienen que ser entre 0,1 y 5000',
  measuresRepeated: 'Hay dos medidas con el mismo nombre',
  synonymTooLong: 'Cada sinónimo puede tener hasta 60 caracteres',
  synonymsTooMany: 'Hasta 20 sinónimos por alimento',
  csvRequired: 'Subí un archivo CSV con los alimentos',
  csvNotUtf8:
    'El archivo no está en UTF-8 (Excel guarda así el «CSV» común): guardalo como «CSV UTF-8 (delimitado por comas)» y subilo de nuevo',
  csvTooBig: 'El CSV puede tener hasta 2 MB y 5000 filas',
  csvColumns:
    'El CSV tiene que tener una primera fila con las columnas: nombre, grupo, kcal, proteinas, carbohidratos, grasas, fibra (medidas, fuente, sinonimos y las de la lista de compras son opcionales)',
  csvEmpty: 'El CSV no tiene filas de alimentos',
  imported: 'Alimentos importados',
  nothingToImport: 'No hay filas válidas para importar: revisá los motivos de cada fila',
} as const;

const numberIn = (label: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: `${label}: tiene que ser un número` })
    .transform((v, ctx) => {
      const n = parseDecimal(v);
      if (v === '' || !Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: tiene que ser un número entre ${String(min).replace('.', ',')} y ${String(max).replace('.', ',')}`,
        });
        return z.NEVER;
      }
      return Math.round(n * 10) / 10;
    });

/** A household measure: its name and how many grams one of it weighs. */
export const ZFoodMeasureSchema = z.object({
  name: textSchema(FOOD_MSG.measureName)
    .trim()
    .min(1, { error: FOOD_MSG.measureName })
    .max(60, { error: 'El nombre de la medida puede tener hasta 60 caracteres' }),
  grams: numberIn('Gramos de la medida', 0.1, 5000),
});
export type TFoodMeasure = z.output<typeof ZFoodMeasureSchema>;

/**
 * How the week's shopping list counts a food (issue 31; decision 0020): 'normal' as it is
 * bought (its raw product when it has a yield), 'dry' its dry product (an infusion: the
 * yerba of the mate, grams per litre), 'skip' not at all (her choice: tap water, say).
 */
export const FOOD_SHOPPING = ['normal', 'dry', 'skip'] as const;
export type TFoodShopping = (typeof FOOD_SHOPPING)[number];
export const FOOD_SHOPPING_LABELS: Record<TFoodShopping, string> = {
  normal: 'Va en la lista de compras',
  dry: 'Va el producto seco (yerba, té, café)',
  skip: 'No va en la lista de compras',
};
export const FOOD_SHOPPING_MSG = {
  shopping: 'Elegí cómo va en la lista de compras',
  rawPerCooked:
    'Gramos de crudo por gramo cocido: un número entre 0,05 y 5 (por ejemplo, 0,36 para el arroz)',
  dryGramsPerLitre: 'Gramos por litro: un número entre 0,1 y 500 (por ejemplo, 50 de yerba)',
  dryMissing: 'Poné cuántos gramos de producto seco lleva un litro',
} as const;

/** The shopping fields of a food as the form and the API take them. */
const foodShoppingInput = {
  /** Grams of the raw product per gram eaten cooked (rice ≈ 0,36, chicken ≈ 1,3); null: bought as eaten. */
  rawPerCooked: optionalNumberIn(FOOD_SHOPPING_MSG.rawPerCooked, 0.05, 5, 3),
  /** Where the yield (or an infusion's grams per litre) comes from. */
  yieldSource: textSchema()
    .trim()
    .max(200, { error: 'La fuente del rendimiento puede tener hasta 200 caracteres' })
    .default(''),
  shopping: z.enum(FOOD_SHOPPING, { error: FOOD_SHOPPING_MSG.shopping }).default('normal'),
  /** For 'dry': grams of the dry product per litre (a termo) of the infusion. */
  dryGramsPerLitre: optionalNumberIn(FOOD_SHOPPING_MSG.dryGramsPerLitre, 0.1, 500, 1),
  /** For 'dry': what is bought ('Yerba mate'); empty: the food's name. */
  dryName: textSchema()
    .trim()
    .max(120, { error: 'El producto seco puede tener hasta 120 caracteres' })
    .default(''),
};

/**
 * Other names she finds a food by (issue 31): 'calabaza' for Zapallo, 'pancho' for the
 * sausage. Trimmed; an empty one or one repeated (case and accents aside) is dropped.
 */
export const ZFoodSynonymsSchema = z
  .array(textSchema('Cada sinónimo tiene que ser un texto'), { error: 'Sinónimos inválidos' })
  .transform((list) => {
    const trimmed = list.map((s) => s.trim());
    return trimmed.filter(
      (s, i) => s !== '' && trimmed.findIndex((o) => foldText(o) === foldText(s)) === i,
    );
  })
  // Checked on the list, so that the form shows the message on its one field.
  .refine((list) => list.every((s) => s.length <= 60), { error: FOOD_MSG.synonymTooLong })
  .refine((list) => list.length <= 20, { error: FOOD_MSG.synonymsTooMany });

/** An infusion bought dry needs its grams per litre, or the list could not weigh it. */
export const lacksDryGrams = (f: { shopping: TFoodShopping; dryGramsPerLitre: number | null }) =>
  f.shopping === 'dry' && f.dryGramsPerLitre === null;

/**
 * A whole food's fields, every rule that looks at one row alone. The dry check stands apart
 * because the CSV import runs it after filling the columns a file leaves out (ZFoodCsvRowSchema).
 */
const foodFields = z
  .object({
    name: textSchema(FOOD_MSG.name)
      .trim()
      .min(1, { error: FOOD_MSG.name })
      .max(120, { error: 'El nombre puede tener hasta 120 caracteres' }),
    group: z.enum(FOOD_GROUPS, { error: FOOD_MSG.group }),
    kcal: numberIn(NUTRIENT_RANGES.kcal.label, 0, NUTRIENT_RANGES.kcal.max),
    proteinas: numberIn(NUTRIENT_RANGES.proteinas.label, 0, 100),
    carbohidratos: numberIn(NUTRIENT_RANGES.carbohidratos.label, 0, 100),
    grasas: numberIn(NUTRIENT_RANGES.grasas.label, 0, 100),
    fibra: numberIn(NUTRIENT_RANGES.fibra.label, 0, 100),
    measures: z
      .array(ZFoodMeasureSchema, { error: 'Medidas inválidas' })
      .max(12, { error: 'Hasta 12 medidas por alimento' })
      .default([])
      .refine((ms) => new Set(ms.map((m) => m.name.toLowerCase())).size === ms.length, {
        error: FOOD_MSG.measuresRepeated,
      }),
    /** Where the values come from ('USDA FoodData Central', 'Etiqueta', 'Propia'). */
    source: textSchema()
      .trim()
      .max(200, { error: 'La fuente puede tener hasta 200 caracteres' })
      .default(''),
    synonyms: ZFoodSynonymsSchema.default([]),
    ...foodShoppingInput,
    ...foodMicrosInput,
  })
  .refine((f) => f.proteinas + f.carbohidratos + f.grasas + f.fibra <= 100.5, {
    error: FOOD_MSG.tooMuch,
    path: ['proteinas'],
  })
  // A gram of slack: her macros and a source's sugars may be rounded apart.
  .refine((f) => f.azucares === null || f.azucares <= f.carbohidratos + 1, {
    error: MICROS_MSG.sugarsOverCarbs,
    path: ['azucares'],
  })
  .refine((f) => f.grasasSaturadas === null || f.grasasSaturadas <= f.grasas + 1, {
    error: MICROS_MSG.saturatedOverFat,
    path: ['grasasSaturadas'],
  });

/** POST alimentos and PUT alimentos/{id}: the whole food. */
export const ZFoodInputSchema = foodFields.refine((f) => !lacksDryGrams(f), {
  error: FOOD_SHOPPING_MSG.dryMissing,
  path: ['dryGramsPerLitre'],
});
export type TFoodInput = z.input<typeof ZFoodInputSchema>;

export const ZFoodSchema = z.object({
  _id: z.string(),
  name: z.string(),
  group: z.enum(FOOD_GROUPS),
  kcal: z.number(),
  proteinas: z.number(),
  carbohidratos: z.number(),
  grasas: z.number(),
  fibra: z.number(),
  measures: z.array(z.object({ name: z.string(), grams: z.number() })),
  source: z.string(),
  /** Other names the search finds it by (contract/food-search.ts). */
  synonyms: z.array(z.string()),
  /** The shopping list's (decision 0020): raw grams per cooked gram and its source, the dry product. */
  rawPerCooked: z.number().nullable(),
  yieldSource: z.string(),
  shopping: z.enum(FOOD_SHOPPING),
  dryGramsPerLitre: z.number().nullable(),
  dryName: z.string(),
  /** Sodium, sugars, saturated fat, calcium, iron per 100 g (null: not known) and the octagons' flags (issue 35). */
  ...foodMicrosAnswer,
  /** True for the starter table's rows she has not changed. */
  starter: z.boolean(),
  archived: z.boolean(),
  updatedAt: z.string(),
});
export type TFood = z.infer<typeof ZFoodSchema>;

/**
 * GET alimentos: one page of the table, as the users' list pages (contract/users.ts): the
 * same `page` and `pageSize`, the same messages. The order is stable: group, then name as
 * Spanish sorts it (ties by id); with `buscar`, best first (contract/food-search.ts).
 */
export const ZFoodsQuerySchema = z.object({
  /** '1': the archived foods too (a published plan may still name them). */
  archivados: z.enum(['0', '1'], { error: 'archivados: 0 o 1' }).optional(),
  /**
   * Only the foods found by these words, best first (contract/food-search.ts): name or
   * synonym, accents and case aside, plurals too.
   */
  buscar: textSchema('buscar: tiene que ser un texto')
    .max(100, { error: 'La búsqueda puede tener hasta 100 caracteres' })
    .optional(),
  /** Only the foods of this group. */
  grupo: z.enum(FOOD_GROUPS, { error: `grupo: ${FOOD_MSG.group}` }).optional(),
  ...PAGE_PARAMS,
});
export type TFoodsQuery = z.input<typeof ZFoodsQuerySchema>;

export const ZFoodsPageSchema = z.object({
  alimentos: z.array(ZFoodSchema),
  /** How many foods the filters find, on every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TFoodsPage = z.infer<typeof ZFoodsPageSchema>;

/** GET alimentos/todos: every food in use, for the meal-plan builder and the recipes. */
export const ZFoodsAnswerSchema = z.object({ alimentos: z.array(ZFoodSchema) });
export const ZFoodSavedSchema = z.object({ message: z.string(), alimento: ZFoodSchema });

// ---------------------------------------------------------------- CSV import

/**
 * The CSV's columns, by these names in its first row (any order, any case, accents
 * optional). Separator ';' or ','; decimal comma or point. `medidas` lists measures as
 * 'nombre=gramos' joined by '|': '1 taza=160|1 unidad mediana=150'; `sinonimos` lists
 * other names joined by '|': 'calabaza|zapallo japonés'. The last five are the shopping
 * list's (decision 0020): `rendimiento` raw grams per cooked gram, `compras` one of
 * FOOD_CSV_SHOPPING, `seco por litro` and `producto seco` an infusion's dry product.
 * Then issue 35's: sodium, sugars, saturated fat, calcium and iron per 100 g (empty: not
 * known) and the octagons' flags ('sí' or empty; contract/food-micros.ts).
 * An optional column the header leaves out keeps each food's stored value (so an older
 * file changes none of it); a column present with an empty cell sets its default (no
 * yield, 'normal', no text), as the form's empty field does.
 */
export const FOOD_CSV_COLUMNS = [
  'nombre',
  'grupo',
  'kcal',
  'proteinas',
  'carbohidratos',
  'grasas',
  'fibra',
  'medidas',
  'fuente',
  'sinonimos',
  'rendimiento',
  'fuente rendimiento',
  'compras',
  'seco por litro',
  'producto seco',
  // Issue 35's: MICRONUTRIENT_INFO's and FOOD_FLAG_INFO's columns (a test holds them equal).
  'sodio',
  'azucares',
  'grasas saturadas',
  'calcio',
  'hierro',
  'sodio natural',
  'azucares naturales',
  'grasas frutos secos',
  'ultraprocesado',
] as const;
export const FOOD_CSV_REQUIRED = FOOD_CSV_COLUMNS.slice(0, 7);

/** How the `compras` column writes each way of buying (the import reads a few more words). */
export const FOOD_CSV_SHOPPING: Record<TFoodShopping, string> = {
  normal: 'normal',
  dry: 'seco',
  skip: 'no comprar',
};

/** A CSV row: the form's rules but the dry check, run once the columns left out are filled. */
export const ZFoodCsvRowSchema = foodFields;
export const FOOD_CSV_MAX_BYTES = 2_000_000;
export const FOOD_CSV_MAX_ROWS = 5000;

/** What the import does with a row: a new food, a change to one (matched by name), nothing, or a refusal. */
export const IMPORT_ACTIONS = ['Nuevo', 'Cambia', 'Igual', 'Rechazado'] as const;

export const ZFoodImportQuerySchema = z.object({
  /** '1' stores the valid rows; otherwise the answer is only the preview. */
  confirmar: z.enum(['0', '1'], { error: 'confirmar: 0 o 1' }).optional(),
});

export const ZFoodImportRowSchema = z.object({
  /** The line of the CSV (the header is line 1). */
  line: z.number(),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Why a row is refused (Rechazado), in Spanish. */
  reason: z.string().nullable(),
  /** For Cambia: the fields whose value changes ('kcal: 52 → 54'). */
  changes: z.array(z.string()),
});
export type TFoodImportRow = z.infer<typeof ZFoodImportRowSchema>;

export const ZFoodImportAnswerSchema = z.object({
  message: z.string(),
  /** True when the rows were stored (confirmar=1). */
  stored: z.boolean(),
  counts: z.object({
    Nuevo: z.number(),
    Cambia: z.number(),
    Igual: z.number(),
    Rechazado: z.number(),
  }),
  rows: z.array(ZFoodImportRowSchema),
});
export type TFoodImportAnswer = z.infer<typeof ZFoodImportAnswerSchema>;
