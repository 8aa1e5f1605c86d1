import { z } from 'zod';
import { ZDaySchema, ZIdSchema, parseDecimal, textSchema } from './common';
import { FOOD_GROUPS } from './foods-text';
import { ZFoodSchema } from './foods';
import { CONTROL_RANGES, OBJECTIVES, measure } from './clinical';
import { GENDERS, ZBirthDateSchema } from './users';
import { plainText } from './plain-text';
import { ZNutrientReferencesSchema } from './nutrient-references';
import { MEAL_LABELS, WEEKDAY_NAMES, WEEKDAY_NUMBERS, type TMealSlot } from './meal-plans-text';

/**
 * Meal plans (issue 23; DECISIONS §11): what the nutritionist builds from the food table
 * for one client (or as a template), publishes as a delivery, and the client follows on
 * the phone. Clinical records: admin writes; the client reads only their own published plan.
 */

const text = (max: number, label: string) =>
  textSchema()
    .trim()
    .max(max, { error: `${label}: máximo ${max} caracteres` });

const amountSchema = z
  .union([z.number(), z.string().trim()], { error: 'Cantidad: tiene que ser un número' })
  .transform((v, ctx) => {
    const n = parseDecimal(v);
    if (v === '' || !Number.isFinite(n) || n <= 0 || n > 5000) {
      ctx.addIssue({ code: 'custom', message: 'Cantidad: tiene que ser un número entre 0 y 5000' });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

/** A food in an amount: grams ('g'), or a count of one of its household measures. */
export const ZPortionSchema = z.object({
  foodId: ZIdSchema,
  amount: amountSchema,
  unit: textSchema()
    .trim()
    .min(1, { error: 'Elegí la unidad' })
    .max(60, { error: 'Unidad inválida' }),
});
export type TPortion = z.output<typeof ZPortionSchema>;

export const ZPlanItemSchema = ZPortionSchema.extend({
  /** 'o bien': what may replace this food (not counted in the totals). */
  substitutes: z
    .array(ZPortionSchema)
    .max(5, { error: 'Hasta 5 opciones por alimento' })
    .default([]),
  note: text(300, 'Nota').default(''),
});
export type TPlanItem = z.output<typeof ZPlanItemSchema>;

/**
 * One of her recipes (the Recetas she publishes) as one item of a meal, in servings: it
 * counts in the totals and the shopping list as its ingredients for that many servings.
 */
export const ZPlanRecipeItemSchema = z.object({
  recipeId: ZIdSchema,
  servings: z
    .union([z.number(), z.string().trim()], { error: 'Porciones: tiene que ser un número' })
    .transform((v, ctx) => {
      const n = parseDecimal(v);
      if (v === '' || !Number.isFinite(n) || n < 0.25 || n > 20) {
        ctx.addIssue({ code: 'custom', message: 'Porciones: un número entre 0,25 y 20' });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    }),
  note: text(300, 'Nota').default(''),
});
export type TPlanRecipeItem = z.output<typeof ZPlanRecipeItemSchema>;

const COOKED_GRAMS_MSG =
  'Peso cocido: los gramos de toda la receta, un número entero entre 1 y 50.000';

/**
 * What a recipe is made of, for the plans: how many servings it makes and each
 * ingredient in the amount the whole recipe takes (a food in grams or in one of its
 * measures). A serving is the whole divided by `servings`.
 */
export const ZRecipeCompositionSchema = z.object({
  servings: z
    .number({ error: 'Porciones: un número entero entre 1 y 50' })
    .int({ error: 'Porciones: un número entero entre 1 y 50' })
    .min(1, { error: 'Porciones: un número entero entre 1 y 50' })
    .max(50, { error: 'Porciones: un número entero entre 1 y 50' }),
  ingredients: z
    .array(ZPortionSchema)
    .max(40, { error: 'Hasta 40 ingredientes por receta' })
    .refine((list) => new Set(list.map((i) => i.foodId)).size === list.length, {
      error: 'Un alimento está dos veces: sumá las cantidades en una línea',
    }),
  /**
   * What the whole recipe weighs once cooked (issue 35): its values per 100 g are per 100 g
   * of what is eaten. Null: not weighed, the ingredients' raw weight is used.
   */
  cookedGrams: z
    .number({ error: COOKED_GRAMS_MSG })
    .int({ error: COOKED_GRAMS_MSG })
    .min(1, { error: COOKED_GRAMS_MSG })
    .max(50000, { error: COOKED_GRAMS_MSG })
    .nullable()
    .default(null),
  /** A drink, a soup, a smoothie: the octagons' liquid values (per 100 mL) apply. */
  liquid: z.boolean({ error: 'Líquida: sí o no' }).default(false),
  /** Whether the public recipe page shows its octagons ('Sin octógonos' sells). */
  showOctagons: z.boolean({ error: 'Mostrar los octógonos: sí o no' }).default(false),
});
export type TRecipeComposition = z.output<typeof ZRecipeCompositionSchema>;

export const ZPlanMealSchema = z.object({
  /**
   * The meal's key within its day, which a client's tick names: the anamnesis's meal for
   * the first plans ('desayuno'), a key the builder makes for the others ('m3f9').
   */
  slot: z
    .string({ error: 'Comida inválida' })
    .trim()
    .min(1, { error: 'Comida inválida' })
    .max(40, { error: 'Comida inválida' }),
  /** As she names it: one of MEAL_NAMES ('Pre-entreno') or her own. */
  name: text(40, 'Nombre de la comida').min(1, { error: 'Poné un nombre a la comida' }),
  /** The time she suggests ('8:00'), free text. */
  time: text(20, 'Hora').default(''),
  items: z.array(ZPlanItemSchema).max(30, { error: 'Hasta 30 alimentos por comida' }).default([]),
  recipes: z
    .array(ZPlanRecipeItemSchema)
    .max(5, { error: 'Hasta 5 recetas por comida' })
    .default([]),
  notes: text(1000, 'Notas de la comida').default(''),
  /**
   * Another way to make a meal of the day ('Opción B' of the Almuerzo): the key of that
   * meal. Eaten instead of it, so it adds nothing to the day's totals or adherence, and its
   * foods are the list's alternatives.
   */
  optionOf: z.string().trim().max(40, { error: 'Comida inválida' }).nullish(),
});
export type TPlanMeal = z.output<typeof ZPlanMealSchema>;

export const ZPlanDaySchema = z.object({
  /** 'Lunes a viernes', 'Fin de semana', 'Día de entrenamiento': her name for it. */
  name: text(40, 'Nombre del día').min(1, { error: 'Poné un nombre al día' }),
  /**
   * The weekdays this day is eaten on (ISO, 1 Monday … 7 Sunday): what the client's 'Hoy'
   * shows on each date, what adherence expects, how often the shopping list counts it.
   */
  weekdays: z
    .array(
      z
        .number({ error: 'Día de la semana inválido' })
        .int({ error: 'Día de la semana inválido' })
        .min(1, { error: 'Día de la semana inválido' })
        .max(7, { error: 'Día de la semana inválido' }),
    )
    .max(7, { error: 'Día de la semana inválido' })
    .default([])
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  meals: z
    .array(ZPlanMealSchema)
    .min(1, { error: 'Cada día tiene al menos una comida' })
    .max(8, { error: 'Hasta 8 comidas por día' })
    .refine((meals) => new Set(meals.map((m) => m.slot)).size === meals.length, {
      error: 'Dos comidas del día tienen la misma clave',
    })
    .refine(
      (meals) =>
        meals.every(
          (m) => !m.optionOf || meals.some((main) => main.slot === m.optionOf && !main.optionOf),
        ),
      { error: 'Una opción tiene que ser de una comida del mismo día' },
    ),
});
export type TPlanDay = z.output<typeof ZPlanDaySchema>;

const ZPlanContentShape = z.object({
  days: z
    .array(ZPlanDaySchema)
    .min(1, { error: 'El plan tiene al menos un día' })
    .max(7, { error: 'Hasta 7 días por plan' })
    .superRefine((days, ctx) => {
      // Each weekday is eaten on at most one day of the plan.
      const seen = new Map<number, number>();
      days.forEach((d, i) =>
        d.weekdays.forEach((w) => {
          if (seen.has(w))
            ctx.addIssue({
              code: 'custom',
              path: [i, 'weekdays'],
              message: `El ${WEEKDAY_NAMES[w - 1]} ya está en otro día del plan`,
            });
          else seen.set(w, i);
        }),
      );
    }),
  /** Her general notes (hydration, cooking, what to avoid). */
  notes: text(3000, 'Notas del plan').default(''),
});
/** Plans sent in the shape before issue 31 (no weekdays, no meal names) are read as today's. */
export const ZPlanContentSchema: z.ZodType<
  z.output<typeof ZPlanContentShape>,
  z.input<typeof ZPlanContentShape>
> = z.preprocess((input) => legacyPlanContent(input), ZPlanContentShape);
export type TPlanContent = z.output<typeof ZPlanContentSchema>;
export type TPlanContentInput = z.input<typeof ZPlanContentSchema>;

/** Her daily target: the proposal's numbers or her own. */
const targetNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: un número entre ${min} y ${max}` })
    .min(min, { error: `${label}: un número entre ${min} y ${max}` })
    .max(max, { error: `${label}: un número entre ${min} y ${max}` });

export const ZPlanTargetSchema = z.object({
  kcal: targetNumber('Energía (kcal)', 500, 6000),
  proteinas: targetNumber('Proteínas (g)', 0, 500),
  grasas: targetNumber('Grasas (g)', 0, 400),
  carbohidratos: targetNumber('Carbohidratos (g)', 0, 1200),
  /** How it was computed ('Mifflin-St Jeor 1451,5 × 1,55 − 20 %'), or 'Definido por la nutricionista'. */
  how: text(500, 'Cálculo').default(''),
});
export type TPlanTarget = z.output<typeof ZPlanTargetSchema>;

/** A portion as an answer carries it (no transforms: an answer is encoded). */
const ZPortionAnswerSchema = z.object({ foodId: z.string(), amount: z.number(), unit: z.string() });

/** Issue 35's fields of a food: its micronutrients and the octagons' flags. */
const WHAT_IS_IN_IT = {
  sodio: true,
  azucares: true,
  grasasSaturadas: true,
  calcio: true,
  hierro: true,
  sodioNatural: true,
  azucaresNaturales: true,
  grasasFrutosSecos: true,
  ultraprocesado: true,
} as const;

/** A food as a plan counts it: the table's values when the plan was saved or published. */
export const ZPlanFoodSchema = ZFoodSchema.pick({
  _id: true,
  name: true,
  group: true,
  kcal: true,
  proteinas: true,
  carbohidratos: true,
  grasas: true,
  fibra: true,
  measures: true,
  rawPerCooked: true,
  yieldSource: true,
  shopping: true,
  dryGramsPerLitre: true,
  dryName: true,
  ...WHAT_IS_IN_IT,
})
  // How the shopping list buys it (issue 31), and what is in it beyond the macros (issue
  // 35): a version published before has none of these; it reads as bought as eaten
  // (contract/shopping.ts), its micronutrients as not known and its flags as false.
  .partial({
    rawPerCooked: true,
    yieldSource: true,
    shopping: true,
    dryGramsPerLitre: true,
    dryName: true,
    ...WHAT_IS_IN_IT,
  });
export type TPlanFood = z.output<typeof ZPlanFoodSchema>;

/**
 * A food as a plan's answer carries it: a client whose numbers are off (DECISIONS §16)
 * gets its name, group and measures, what saying the amounts takes, and not its values
 * per 100 g, so nothing on the page can add them up.
 */
export const ZPlanFoodAnswerSchema = ZPlanFoodSchema.partial({
  kcal: true,
  proteinas: true,
  carbohidratos: true,
  grasas: true,
  fibra: true,
});
export type TPlanFoodAnswer = z.output<typeof ZPlanFoodAnswerSchema>;
/** An answer's foods by id: what the client's page says the amounts with. */
export type TPlanFoodAnswerIndex = ReadonlyMap<string, TPlanFoodAnswer>;

/**
 * A recipe as a plan counts it: its title and what it is made of, as they were when the
 * plan was saved or published (a version keeps them, as it keeps its foods' values).
 */
export const ZPlanRecipeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  servings: z.number(),
  ingredients: z.array(ZPortionAnswerSchema),
  // Issue 35's (ZRecipeCompositionSchema): a version published before has none of them.
  cookedGrams: z.number().nullable().optional(),
  liquid: z.boolean().optional(),
  showOctagons: z.boolean().optional(),
});
export type TPlanRecipe = z.output<typeof ZPlanRecipeSchema>;
/** A plan's recipes by id. */
export type RecipeIndex = ReadonlyMap<string, TPlanRecipe>;

/**
 * The plan's content as an answer carries it: the shapes of ZPlanContentSchema's output
 * without its transforms (the answer serializer encodes, and a transform cannot be
 * encoded: 'Encountered unidirectional transform during encode').
 */
export const ZPlanContentAnswerSchema = z.object({
  days: z.array(
    z.object({
      name: z.string(),
      weekdays: z.array(z.number()),
      meals: z.array(
        z.object({
          slot: z.string(),
          name: z.string(),
          time: z.string(),
          items: z.array(
            ZPortionAnswerSchema.extend({
              substitutes: z.array(ZPortionAnswerSchema),
              note: z.string(),
            }),
          ),
          recipes: z.array(
            z.object({ recipeId: z.string(), servings: z.number(), note: z.string() }),
          ),
          notes: z.string(),
          optionOf: z.string().nullish(),
        }),
      ),
    }),
  ),
  notes: z.string(),
});

const ZNutrientsSchema = z.object({
  kcal: z.number(),
  proteinas: z.number(),
  carbohidratos: z.number(),
  grasas: z.number(),
  fibra: z.number(),
});

/** POST planes-alimentarios: a client's plan (from a template or another plan) or a template. */
export const ZMealPlanCreateSchema = z.object({
  title: text(120, 'Título').min(1, { error: 'Poné un título' }).default('Plan alimentario'),
  /** A template has no client and no delivery. */
  template: z.boolean({ error: 'template: verdadero o falso' }).default(false),
  userId: ZIdSchema.optional(),
  /** The delivery (a sold plan) this plan answers. */
  deliveryId: ZIdSchema.optional(),
  /** Copy the days and notes of this plan or template. */
  fromId: ZIdSchema.optional(),
});
export type TMealPlanCreate = z.input<typeof ZMealPlanCreateSchema>;

/** PUT planes-alimentarios/{id}: the draft; the client sees it only once published. */
export const ZMealPlanUpdateSchema = z.object({
  title: text(120, 'Título').min(1, { error: 'Poné un título' }),
  content: ZPlanContentSchema,
  target: ZPlanTargetSchema.nullable(),
  /**
   * 'Mostrar calorías y macros al cliente' (issue 31, DECISIONS §16): off by default; the
   * client gets it with the next publication. Absent: as it was.
   */
  showNumbers: z.boolean({ error: 'showNumbers: verdadero o falso' }).optional(),
});
export type TMealPlanUpdate = z.input<typeof ZMealPlanUpdateSchema>;

export const ZMealPlanVersionSchema = z.object({
  version: z.number(),
  publishedAt: z.string(),
});

/** The totals of one day: the day, and each meal in order (substitutes are not counted). */
export const ZDayTotalsSchema = z.object({
  total: ZNutrientsSchema,
  meals: z.array(ZNutrientsSchema),
});

/** One thing to buy for the week (contract/shopping.ts; decision 0020). */
const ZShoppingLineSchema = z.object({
  foodId: z.string(),
  /** What to ask for: the food, its raw product ('Arroz integral') or its dry one ('Yerba mate'). */
  name: z.string(),
  /** How much, rounded up to what is sold: '≈ 300 g crudo', '1,5 l', '7 unidades medianas'. */
  quantity: z.string(),
  /** The same in numbers: so many grams, litres or units. */
  amount: z.number(),
  unit: z.enum(['g', 'l', 'unidad']),
  /** The week's grams as eaten: each day's amount times the weekdays it covers. */
  grams: z.number(),
});
export type TShoppingLine = z.infer<typeof ZShoppingLineSchema>;

export const ZShoppingListSchema = z.array(
  z.object({
    group: z.enum(FOOD_GROUPS),
    items: z.array(
      ZShoppingLineSchema.extend({
        /** 'o bien': what may be bought instead, for the same meals. */
        alternatives: z.array(ZShoppingLineSchema),
      }),
    ),
  }),
);
export type TShoppingList = z.infer<typeof ZShoppingListSchema>;
export type TShoppingItem = TShoppingList[number]['items'][number];

export const ZMealTickSchema = z.object({
  date: z.string(),
  day: z.number(),
  slot: z.string(),
});
export type TMealTick = z.infer<typeof ZMealTickSchema>;

export const ZMealPlanSchema = z.object({
  _id: z.string(),
  title: z.string(),
  template: z.boolean(),
  userId: z.string().nullable(),
  cliente: z.object({ name: z.string(), email: z.string() }).nullable(),
  deliveryId: z.string().nullable(),
  /**
   * The admin reads the draft (version null); the client reads the latest published
   * version. Its foods are the table's values at that time.
   */
  version: z.number().nullable(),
  /** The latest published version and when, for every reader (null: never published). */
  publishedVersion: z.number().nullable(),
  publishedAt: z.string().nullable(),
  /**
   * Whether the client sees the numbers (kcal, macros, target and its formula): the
   * admin reads the draft's switch, a client the published version's. Off, a client's
   * answer carries no target (null), no totals (empty) and its foods without their values
   * (ZPlanFoodAnswerSchema): the page cannot show what it never gets.
   */
  showNumbers: z.boolean(),
  content: ZPlanContentAnswerSchema,
  target: ZPlanTargetSchema.nullable(),
  foods: z.array(ZPlanFoodAnswerSchema),
  /** The recipes its meals name, with what they are made of (their foods are in `foods`). */
  recipes: z.array(ZPlanRecipeSchema),
  totals: z.array(ZDayTotalsSchema),
  /**
   * Her reference values a day's micronutrients are said against (issue 35;
   * contract/day-micros.ts): null for a client without the numbers, like the totals.
   */
  referencias: ZNutrientReferencesSchema.nullable(),
  shoppingList: ZShoppingListSchema,
  /** Every published version, newest first (each one's PDF is downloadable). */
  versions: z.array(ZMealPlanVersionSchema),
  /** The admin's draft has changes the client does not see yet. */
  unpublishedChanges: z.boolean(),
  /** The client's ticks of the last 14 days. */
  ticks: z.array(ZMealTickSchema),
  updatedAt: z.string(),
});
export type TMealPlan = z.infer<typeof ZMealPlanSchema>;

/** GET planes-alimentarios/recetas: her recipes as plans count them, and their ingredients' foods. */
export const ZPlanRecipesAnswerSchema = z.object({
  recetas: z.array(ZPlanRecipeSchema),
  alimentos: z.array(ZPlanFoodSchema),
});
export const ZPlanRecipeSavedSchema = z.object({
  message: z.string(),
  receta: ZPlanRecipeSchema,
  alimentos: z.array(ZPlanFoodSchema),
});

export const ZMealPlanSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  template: z.boolean(),
  userId: z.string().nullable(),
  deliveryId: z.string().nullable(),
  /** The latest published version (null: never published). */
  version: z.number().nullable(),
  publishedAt: z.string().nullable(),
  unpublishedChanges: z.boolean(),
  updatedAt: z.string(),
});
export type TMealPlanSummary = z.infer<typeof ZMealPlanSummarySchema>;

export const ZMealPlansQuerySchema = z.object({
  /** A client's plans (a client: only their own, only published). */
  userId: ZIdSchema.optional(),
  /** '1': the templates (admin only). */
  plantillas: z.enum(['0', '1'], { error: 'plantillas: 0 o 1' }).optional(),
});
export const ZMealPlansAnswerSchema = z.object({ planes: z.array(ZMealPlanSummarySchema) });
/** GET planes-alimentarios/{id}: `?vista=cliente`, the admin reads it exactly as its client does. */
export const ZMealPlanQuerySchema = z.object({
  vista: z.enum(['cliente'], { error: 'vista: cliente' }).optional(),
});
export const ZMealPlanAnswerSchema = z.object({ plan: ZMealPlanSchema });
export const ZMealPlanSavedSchema = z.object({ message: z.string(), plan: ZMealPlanSchema });

export const ZMealPlanPdfQuerySchema = z.object({
  /** Which version (default: the latest). */
  version: z.coerce
    .number({ error: 'Versión inválida' })
    .int({ error: 'Versión inválida' })
    .min(1, { error: 'Versión inválida' })
    .max(100000, { error: 'Versión inválida' })
    .optional(),
});

/** POST planes-alimentarios/{id}/comidas: the client ticks (or unticks) a meal of a day. */
export const ZMealTickBodySchema = z.object({
  date: ZDaySchema,
  /** The index of the plan's day the client followed. */
  day: z.number({ error: 'Día inválido' }).int({ error: 'Día inválido' }).min(0).max(6),
  /** The meal's key (ZPlanMealSchema `slot`). */
  slot: z
    .string({ error: 'Comida inválida' })
    .trim()
    .min(1, { error: 'Comida inválida' })
    .max(40, { error: 'Comida inválida' }),
  done: z.boolean({ error: 'done: verdadero o falso' }),
});
export const ZMealTicksAnswerSchema = z.object({
  message: z.string(),
  ticks: z.array(ZMealTickSchema),
});

/** A client's adherence: meals ticked of the meals their published plan had, per day. */
export const ZAdherenceSchema = z.object({
  /** The window, 'YYYY-MM-DD' in Montevideo (from the plan's first publication when later). */
  from: z.string().nullable(),
  to: z.string(),
  done: z.number(),
  expected: z.number(),
  /** 0-100, null when nothing was expected yet (no published plan). */
  pct: z.number().nullable(),
  days: z.array(z.object({ date: z.string(), done: z.number(), expected: z.number() })),
});
export type TAdherence = z.infer<typeof ZAdherenceSchema>;
export const ZAdherenceAnswerSchema = z.object({ adherencia: ZAdherenceSchema });

// ---------------------------------------------------------------- energy target

export const ENERGY_METHODS = ['mifflin', 'harris'] as const;
export type TEnergyMethod = (typeof ENERGY_METHODS)[number];

export const ZTargetQuerySchema = z.object({
  metodo: z.enum(ENERGY_METHODS, { error: 'Método: mifflin o harris' }).optional(),
});

/** What the proposal is computed from: the latest control's weight and height, the user, the anamnesis. */
export const ZTargetInputsSchema = z.object({
  sex: z.enum(GENDERS).nullable(),
  /** From the birth date when the user has one, else the age stored before (contract/users.ts ageOf). */
  age: z.number().nullable(),
  birthDate: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  /** When the weight and height were measured (the control's date). */
  measuredAt: z.string().nullable(),
  sportsDays: z.number().nullable(),
  /** As the client wrote it ('1 hora y media por sesión'). */
  sportsHours: z.string().nullable(),
  physicalActivity: z.string().nullable(),
  objective: z.enum(OBJECTIVES).nullable(),
});
export type TTargetInputs = z.infer<typeof ZTargetInputsSchema>;

export const ZTargetStepSchema = z.object({
  label: z.string(),
  /** The formula with the numbers put in. */
  formula: z.string(),
  value: z.number(),
  unit: z.string(),
});

export const ZTargetProposalSchema = z.object({
  method: z.enum(ENERGY_METHODS),
  inputs: ZTargetInputsSchema,
  /** What is missing to compute it (Spanish field names); empty when complete. */
  missing: z.array(z.string()),
  steps: z.array(ZTargetStepSchema),
  /** Without the sex: the energy by both equations (kcal a day); `target` is the middle. */
  range: z.object({ low: z.number(), high: z.number() }).nullable(),
  /** null while something is missing. */
  target: ZPlanTargetSchema.nullable(),
});
export type TTargetProposal = z.infer<typeof ZTargetProposalSchema>;
export const ZTargetAnswerSchema = z.object({ objetivo: ZTargetProposalSchema });

export const TARGET_MSG = {
  recorded: 'Guardado en la ficha del cliente: la propuesta se recalculó',
  nothing: 'Escribí la fecha de nacimiento, el sexo, o la talla y el peso',
  measuresTogether: 'La talla y el peso van juntos: se guardan como un control',
  sex: 'Sexo: elegí una opción de la lista',
} as const;

/**
 * PUT objetivo/{userId}: what she types in the builder where the proposal lacks it, saved
 * to the client's record (issue 31): birth date and sex on the user, height and weight
 * together as an in-person control of today (where measures live, each with its date).
 */
export const ZTargetRecordSchema = z
  .object({
    birthDate: ZBirthDateSchema.optional(),
    gender: z.enum(GENDERS, { error: TARGET_MSG.sex }).optional(),
    talla: measure(CONTROL_RANGES.talla.label, CONTROL_RANGES.talla.min, CONTROL_RANGES.talla.max),
    peso: measure(CONTROL_RANGES.peso.label, CONTROL_RANGES.peso.min, CONTROL_RANGES.peso.max),
  })
  .superRefine((v, ctx) => {
    if ((v.talla === null) !== (v.peso === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.talla === null ? 'talla' : 'peso'],
        message: TARGET_MSG.measuresTogether,
      });
    else if (v.birthDate === undefined && v.gender === undefined && v.talla === null)
      ctx.addIssue({ code: 'custom', message: TARGET_MSG.nothing });
  });
export type TTargetRecord = z.input<typeof ZTargetRecordSchema>;
export const ZTargetRecordedSchema = z.object({
  message: z.string(),
  objetivo: ZTargetProposalSchema,
});

// ---------------------------------------------------------------- days of the week

/** MEAL_PLAN_MSG.weekdaysMissing naming the days ('el sábado y domingo'). */
export const weekdaysMissingText = (missing: readonly number[]) =>
  `Falta decir qué día del plan se come el ${weekdaysText(missing)}: elegilo en los días de la semana`;

/** The weekdays no day of the plan covers, in week order. */
export const uncoveredWeekdays = (days: readonly Pick<TPlanDay, 'weekdays'>[]): number[] =>
  WEEKDAY_NUMBERS.filter((w) => !days.some((d) => d.weekdays.includes(w)));

/** 'sábado y domingo': weekdays in a sentence. */
export function weekdaysText(weekdays: readonly number[]): string {
  const names = weekdays.map((w) => WEEKDAY_NAMES[w - 1]!);
  return joinNames(names);
}
const joinNames = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;

/**
 * Weekdays as a heading says them, three or more in a row as a span: [1..5] 'lunes a
 * viernes', [1, 2, 3, 6] 'lunes a miércoles y sábado', [6, 7] 'sábado y domingo'.
 */
export function weekdaysSpan(weekdays: readonly number[]): string {
  const runs: number[][] = [];
  for (const w of [...weekdays].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === w - 1) run.push(w);
    else runs.push([w]);
  }
  const name = (w: number) => WEEKDAY_NAMES[w - 1]!;
  return joinNames(
    runs.flatMap((r) => (r.length >= 3 ? [`${name(r[0]!)} a ${name(r.at(-1)!)}`] : r.map(name))),
  );
}

/**
 * A plan as it was stored (or sent) before issue 31, in today's shape: a day without
 * weekdays covers the weekday it is named after ('Sábado'), or the whole week when it is
 * the plan's only day (a 'día tipo'), else none (the builder asks her once); its old
 * `timesPerWeek` goes; a meal without a name is named after its anamnesis meal, and one
 * without recipes has none. Anything else (today's shape, or not a plan at all) is
 * returned as it is, for the schema to judge.
 */
export function legacyPlanContent(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const content = input as { days?: unknown };
  if (!Array.isArray(content.days)) return input;
  const days = content.days as unknown[];
  return {
    ...content,
    days: days.map((raw) => {
      if (!raw || typeof raw !== 'object') return raw;
      const { timesPerWeek: _old, ...day } = raw as Record<string, unknown>;
      const name = typeof day.name === 'string' ? day.name : '';
      const named = WEEKDAY_NAMES.findIndex((w) => plainText(w) === plainText(name));
      const weekdays =
        day.weekdays ?? (named >= 0 ? [named + 1] : days.length === 1 ? [...WEEKDAY_NUMBERS] : []);
      const meals = Array.isArray(day.meals)
        ? day.meals.map((m: unknown) => {
            if (!m || typeof m !== 'object') return m;
            const meal = m as { slot?: unknown; name?: unknown; optionOf?: unknown };
            const named =
              meal.name === undefined && typeof meal.slot === 'string'
                ? { ...meal, name: MEAL_LABELS[meal.slot as TMealSlot] ?? meal.slot }
                : meal;
            // Meals stored before recipes could be items had none.
            return 'recipes' in named ? named : { ...named, recipes: [] };
          })
        : day.meals;
      return { ...day, weekdays, meals };
    }),
  };
}

/** A stored plan's content, read in today's shape (the database column applies it). */
export const planContentNow = (stored: unknown): TPlanContent => {
  const content = legacyPlanContent(stored) as TPlanContent;
  return { ...content, notes: content.notes ?? '' };
};
