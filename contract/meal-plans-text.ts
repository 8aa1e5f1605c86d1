/**
 * The meal plans' names, labels and messages, apart from their schemas (meal-plans.ts):
 * the client's plan page shows them without building zod on the phone (issue 32).
 * Nothing here imports zod.
 */

/**
 * The anamnesis's meals (spec §3): the keys the first plans' meals had, which a meal of
 * those plans keeps as its `slot` (ticks name it), and their names.
 */
export const MEAL_SLOTS = ['desayuno', 'almuerzo', 'merienda', 'cena', 'colaciones'] as const;
export type TMealSlot = (typeof MEAL_SLOTS)[number];
export const MEAL_LABELS: Record<TMealSlot, string> = {
  desayuno: 'Desayuno',
  almuerzo: 'Almuerzo',
  merienda: 'Merienda',
  cena: 'Cena',
  colaciones: 'Colaciones',
};

/** The names she picks a meal's from (issue 31), or types her own. */
export const MEAL_NAMES = [
  'Desayuno',
  'Media mañana',
  'Almuerzo',
  'Merienda',
  'Cena',
  'Colación',
  'Pre-entreno',
  'Post-entreno',
] as const;

/** ISO weekdays, 1 Monday … 7 Sunday: the days of the week a plan's day covers. */
export const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Their chips in the builder ('L M M J V S D') and their names in sentences. */
export const WEEKDAY_CHIPS = ['L', 'M', 'M', 'J', 'V', 'S', 'D'] as const;
export const WEEKDAY_NAMES = [
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
  'domingo',
] as const;

/** An amount in grams: the unit 'g'. Any other unit is the name of one of the food's measures. */
export const GRAMS = 'g';

export const MEAL_PLAN_MSG = {
  notFound: 'No encontramos ese plan alimentario',
  created: 'Plan alimentario creado',
  saved: 'Plan alimentario guardado',
  deleted: 'Plan alimentario eliminado',
  templateSaved: 'Plantilla guardada: la podés usar para el próximo plan',
  published: 'Plan publicado: el cliente recibe un e-mail y el PDF queda en su entrega',
  unchanged: 'El plan no cambió desde la última versión publicada: no se publicó otra',
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
  weekdaysMissing: 'Falta decir qué día del plan se come cada día de la semana',
  targetMissing: 'Faltan datos para calcular el objetivo',
  versionNotFound: 'No encontramos esa versión del plan',
  unknownRecipe: 'Esa receta no existe o se eliminó',
  recipeWithoutIngredients:
    'Esa receta no tiene ingredientes cargados: cargalos en la receta para sumarla a un plan',
  recipeSaved: 'Ingredientes de la receta guardados',
} as const;

/** How many days back a client's adherence counts (the nutritionist's summary). */
export const ADHERENCE_DAYS = 14;
