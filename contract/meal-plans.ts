import { z } from 'zod';
import { ZDaySchema, ZIdSchema, parseDecimal, textSchema } from './common';
import { FOOD_GROUPS, ZFoodSchema } from './foods';
import { OBJECTIVES } from './clinical';
import { GENDERS } from './users';

/**
 * Meal plans (issue 23; DECISIONS §11): what the nutritionist builds from the food table
 * for one client (or as a template), publishes as a delivery, and the client follows on
 * the phone. Clinical records: admin writes; the client reads only their own published plan.
 */

/** The anamnesis's meals (spec §3), the slots a day of a plan has. */
export const MEAL_SLOTS = ['desayuno', 'almuerzo', 'merienda', 'cena', 'colaciones'] as const;
export type TMealSlot = (typeof MEAL_SLOTS)[number];
export const MEAL_LABELS: Record<TMealSlot, string> = {
  desayuno: 'Desayuno',
  almuerzo: 'Almuerzo',
  merienda: 'Merienda',
  cena: 'Cena',
  colaciones: 'Colaciones',
};

/** An amount in grams: the unit 'g'. Any other unit is the name of one of the food's measures. */
export const GRAMS = 'g';

export const MEAL_PLAN_MSG = {
  notFound: 'No encontramos ese plan alimentario',
  created: 'Plan alimentario creado',
  saved: 'Plan alimentario guardado',
  deleted: 'Plan alimentario eliminado',
  templateSaved: 'Plantilla guardada: la podés usar para el próximo plan',
  published: 'Plan publicado: el cliente recibe un e-mail y el PDF queda en su entrega',
  notPublished: 'Este plan todavía no se publicó',
  publishedNoDelete: 'Un plan publicado no se elimina: el cliente lo tiene en su entrega',
  clientRequired: 'Elegí el cliente del plan',
  templateNoClient: 'Una plantilla no tiene cliente ni entrega',
  deliveryOfOther: 'Esa entrega es de otro cliente',
  deliveryTaken: 'Esa entrega ya tiene un plan alimentario',
  unknownFood: 'Hay un alimento que no está en la tabla',
  unknownMeasure: 'Esa medida no es una de las del alimento',
  emptyPlan: 'Agregá al menos un alimento antes de publicar',
  templateNoPublish: 'Una plantilla no se publica: creá un plan para un cliente a partir de ella',
  tickSaved: 'Comida marcada',
  tickRemoved: 'Marca quitada',
  tickDay: 'Solo podés marcar comidas de hoy o de los últimos 7 días',
  tickMeal: 'Ese día del plan no tiene esa comida',
  targetMissing: 'Faltan datos para calcular el objetivo',
  versionNotFound: 'No encontramos esa versión del plan',
} as const;

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

export const ZPlanMealSchema = z.object({
  slot: z.enum(MEAL_SLOTS, { error: 'Comida inválida' }),
  /** The time she suggests ('8:00'), free text. */
  time: text(20, 'Hora').default(''),
  items: z.array(ZPlanItemSchema).max(30, { error: 'Hasta 30 alimentos por comida' }).default([]),
  notes: text(1000, 'Notas de la comida').default(''),
});
export type TPlanMeal = z.output<typeof ZPlanMealSchema>;

export const ZPlanDaySchema = z.object({
  /** 'Día tipo', a weekday ('Lunes') or her own name ('Día de entrenamiento'). */
  name: text(40, 'Nombre del día').min(1, { error: 'Poné un nombre al día' }),
  /** How many days of a week follow this day: the shopping list counts it that many times. */
  timesPerWeek: z
    .number({ error: 'Veces por semana: un número de 0 a 7' })
    .int({ error: 'Veces por semana: un número de 0 a 7' })
    .min(0, { error: 'Veces por semana: un número de 0 a 7' })
    .max(7, { error: 'Veces por semana: un número de 0 a 7' }),
  meals: z
    .array(ZPlanMealSchema)
    .min(1, { error: 'Cada día tiene al menos una comida' })
    .max(8, { error: 'Hasta 8 comidas por día' }),
});
export type TPlanDay = z.output<typeof ZPlanDaySchema>;

export const ZPlanContentSchema = z.object({
  days: z
    .array(ZPlanDaySchema)
    .min(1, { error: 'El plan tiene al menos un día' })
    .max(7, { error: 'Hasta 7 días por plan' }),
  /** Her general notes (hydration, cooking, what to avoid). */
  notes: text(3000, 'Notas del plan').default(''),
});
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
});
export type TPlanFood = z.output<typeof ZPlanFoodSchema>;

/**
 * The plan's content as an answer carries it: the shapes of ZPlanContentSchema's output
 * without its transforms (the answer serializer encodes, and a transform cannot be
 * encoded: 'Encountered unidirectional transform during encode').
 */
const ZPortionAnswerSchema = z.object({ foodId: z.string(), amount: z.number(), unit: z.string() });
export const ZPlanContentAnswerSchema = z.object({
  days: z.array(
    z.object({
      name: z.string(),
      timesPerWeek: z.number(),
      meals: z.array(
        z.object({
          slot: z.enum(MEAL_SLOTS),
          time: z.string(),
          items: z.array(
            ZPortionAnswerSchema.extend({
              substitutes: z.array(ZPortionAnswerSchema),
              note: z.string(),
            }),
          ),
          notes: z.string(),
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

export const ZShoppingListSchema = z.array(
  z.object({
    group: z.enum(FOOD_GROUPS),
    items: z.array(
      z.object({
        foodId: z.string(),
        name: z.string(),
        /** Grams for a week: each day's amount times its timesPerWeek. */
        grams: z.number(),
      }),
    ),
  }),
);
export type TShoppingList = z.infer<typeof ZShoppingListSchema>;

export const ZMealTickSchema = z.object({
  date: z.string(),
  day: z.number(),
  slot: z.enum(MEAL_SLOTS),
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
  content: ZPlanContentAnswerSchema,
  target: ZPlanTargetSchema.nullable(),
  foods: z.array(ZPlanFoodSchema),
  totals: z.array(ZDayTotalsSchema),
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
  slot: z.enum(MEAL_SLOTS, { error: 'Comida inválida' }),
  done: z.boolean({ error: 'done: verdadero o falso' }),
});
export const ZMealTicksAnswerSchema = z.object({
  message: z.string(),
  ticks: z.array(ZMealTickSchema),
});

/** A client's adherence: meals ticked of the meals their published plan had, per day. */
export const ADHERENCE_DAYS = 14;
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
  age: z.number().nullable(),
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
  /** null while something is missing. */
  target: ZPlanTargetSchema.nullable(),
});
export type TTargetProposal = z.infer<typeof ZTargetProposalSchema>;
export const ZTargetAnswerSchema = z.object({ objetivo: ZTargetProposalSchema });
