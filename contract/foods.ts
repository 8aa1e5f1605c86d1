import { z } from 'zod';
import { parseDecimal, textSchema } from './common';

/**
 * The food table (issue 23; DECISIONS §11): what the meal-plan builder counts with.
 * Nutrients are per 100 g of the food as eaten (raw unless the name says 'cocido');
 * household measures say how many grams one of them weighs ('1 taza' = 160 g).
 * Clinical records: only the nutritionist reads and writes it.
 */

/** The anamnesis's food groups, as the table groups them (stored values). */
export const FOOD_GROUPS = [
  'Carnes',
  'Lácteos',
  'Verduras',
  'Frutas',
  'Panificados y cereales',
  'Legumbres',
  'Grasas',
  'Azúcares',
  'Bebidas',
  'Otros',
] as const;
export type TFoodGroup = (typeof FOOD_GROUPS)[number];

/** The nutrients of a food per 100 g, in the order every table and CSV shows them. */
export const NUTRIENTS = ['kcal', 'proteinas', 'carbohidratos', 'grasas', 'fibra'] as const;
export type TNutrient = (typeof NUTRIENTS)[number];
export type TNutrients = Record<TNutrient, number>;

/** Plausible bounds per 100 g: nothing has more than 900 kcal or 100 g of anything. */
export const NUTRIENT_RANGES: Record<TNutrient, { label: string; max: number }> = {
  kcal: { label: 'Energía (kcal)', max: 900 },
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
  csvRequired: 'Subí un archivo CSV con los alimentos',
  csvTooBig: 'El CSV puede tener hasta 2 MB y 5000 filas',
  csvColumns:
    'El CSV tiene que tener una primera fila con las columnas: nombre, grupo, kcal, proteinas, carbohidratos, grasas, fibra (medidas y fuente son opcionales)',
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

/** POST alimentos and PUT alimentos/{id}: the whole food. */
export const ZFoodInputSchema = z
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
  })
  .refine((f) => f.proteinas + f.carbohidratos + f.grasas + f.fibra <= 100.5, {
    error: FOOD_MSG.tooMuch,
    path: ['proteinas'],
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
  /** True for the starter table's rows she has not changed. */
  starter: z.boolean(),
  archived: z.boolean(),
  updatedAt: z.string(),
});
export type TFood = z.infer<typeof ZFoodSchema>;

export const ZFoodsQuerySchema = z.object({
  /** '1': the archived foods too (a published plan may still name them). */
  archivados: z.enum(['0', '1'], { error: 'archivados: 0 o 1' }).optional(),
});
export const ZFoodsAnswerSchema = z.object({ alimentos: z.array(ZFoodSchema) });
export const ZFoodSavedSchema = z.object({ message: z.string(), alimento: ZFoodSchema });

// ---------------------------------------------------------------- CSV import

/**
 * The CSV's columns, by these names in its first row (any order, any case, accents
 * optional). Separator ';' or ','; decimal comma or point. `medidas` lists measures as
 * 'nombre=gramos' joined by '|': '1 taza=160|1 unidad mediana=150'.
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
] as const;
export const FOOD_CSV_REQUIRED = FOOD_CSV_COLUMNS.slice(0, 7);
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
