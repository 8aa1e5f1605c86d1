import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ZAdherenceAnswerSchema,
  ZMealPlanAnswerSchema,
  ZMealPlanCreateSchema,
  ZMealPlanPdfQuerySchema,
  ZMealPlanQuerySchema,
  ZMealPlanSavedSchema,
  ZMealPlansAnswerSchema,
  ZMealPlansQuerySchema,
  ZMealPlanUpdateSchema,
  ZMealTickBodySchema,
  ZMealTicksAnswerSchema,
  ZPlanRecipeSavedSchema,
  ZPlanRecipesAnswerSchema,
  ZRecipeCompositionSchema,
  ZTargetAnswerSchema,
  ZTargetQuerySchema,
  ZTargetRecordedSchema,
  ZTargetRecordSchema,
} from '../meal-plans';
import { ZMessageSchema } from '../common';
import { ZNutrientReferencesSavedSchema, ZNutrientReferencesSchema } from '../nutrient-references';
import { ZRecipeOctagonsAnswerSchema } from '../octagons';

/**
 * Meal plans (issue 23; DECISIONS §11): the same access as the clinical records. The
 * admin builds and publishes; a client reads their own published plan, its PDFs, and
 * ticks their meals.
 */
export const mealPlansEndpoints = {
  /** `?userId=` a client's plans (a client: their own, published only); `?plantillas=1` the templates (admin). */
  list: endpoint({
    method: 'GET',
    path: '/planes-alimentarios',
    operationId: 'listMealPlans',
    summary: 'Lista los planes alimentarios de un cliente o las plantillas',
    access: 'user',
    tag: 'meal-plans',
    query: ZMealPlansQuerySchema,
    response: ZMealPlansAnswerSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/planes-alimentarios',
    operationId: 'createMealPlan',
    summary: 'Crea un plan alimentario o una plantilla',
    access: 'admin',
    tag: 'meal-plans',
    body: ZMealPlanCreateSchema,
    response: ZMealPlanSavedSchema,
  }),
  /** Her recipes as plans count them (issue 31): what each is made of, and those foods. */
  recipes: endpoint({
    method: 'GET',
    path: '/planes-alimentarios/recetas',
    operationId: 'listMealPlanRecipes',
    summary: 'Lista las recetas con sus ingredientes para sumarlas a un plan',
    access: 'admin',
    tag: 'meal-plans',
    response: ZPlanRecipesAnswerSchema,
  }),
  /** What a recipe is made of (`:id` is the recipe's id): its servings and ingredients. */
  saveRecipe: endpoint({
    method: 'PUT',
    path: '/planes-alimentarios/recetas/:id',
    operationId: 'saveMealPlanRecipe',
    summary: 'Guarda las porciones y los ingredientes de una receta',
    access: 'admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    body: ZRecipeCompositionSchema,
    response: ZPlanRecipeSavedSchema,
  }),
  /**
   * The octagons a recipe would carry (issue 35; `:id` is the recipe's), for its public
   * page: only when she chose to show them.
   */
  recipeOctagons: endpoint({
    method: 'GET',
    path: '/receta/:id/octogonos',
    operationId: 'getRecipeOctagons',
    summary: 'Octógonos orientativos de una receta, si la nutricionista los muestra',
    access: 'public',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    response: ZRecipeOctagonsAnswerSchema,
  }),
  /** Her reference values for a day's sodium, sugars, saturated fat, calcium and iron (issue 35). */
  saveReferences: endpoint({
    method: 'PUT',
    path: '/planes-alimentarios/referencias',
    operationId: 'saveNutrientReferences',
    summary: 'Guarda los valores de referencia de los micronutrientes del día',
    access: 'admin',
    tag: 'meal-plans',
    body: ZNutrientReferencesSchema,
    response: ZNutrientReferencesSavedSchema,
  }),
  /** The proposed daily target for a client (`:id` is the client's user id). */
  target: endpoint({
    method: 'GET',
    path: '/planes-alimentarios/objetivo/:id',
    operationId: 'getMealPlanTarget',
    summary: 'Propone el objetivo diario de energía y macronutrientes de un cliente',
    access: 'admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    query: ZTargetQuerySchema,
    response: ZTargetAnswerSchema,
  }),
  /**
   * What she types in the builder where the target lacks it (issue 31), saved to the
   * client's record; answers the proposal recomputed (`:id` is the client's user id).
   */
  recordTargetInputs: endpoint({
    method: 'PUT',
    path: '/planes-alimentarios/objetivo/:id',
    operationId: 'recordMealPlanTargetInputs',
    summary: 'Guarda en la ficha del cliente lo que falta para el objetivo y lo recalcula',
    access: 'admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    query: ZTargetQuerySchema,
    body: ZTargetRecordSchema,
    response: ZTargetRecordedSchema,
  }),
  /** A client's adherence of the last 14 days (`:id` is the client's user id). */
  adherence: endpoint({
    method: 'GET',
    path: '/planes-alimentarios/adherencia/:id',
    operationId: 'getMealPlanAdherence',
    summary: 'Devuelve la adherencia al plan de los últimos 14 días',
    access: 'self-or-admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    response: ZAdherenceAnswerSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/planes-alimentarios/:id',
    operationId: 'getMealPlan',
    summary: 'Devuelve un plan alimentario',
    access: 'owner-or-admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    query: ZMealPlanQuerySchema,
    response: ZMealPlanAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/planes-alimentarios/:id',
    operationId: 'updateMealPlan',
    summary: 'Guarda el borrador de un plan alimentario',
    access: 'admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    body: ZMealPlanUpdateSchema,
    response: ZMealPlanSavedSchema,
  }),
  /** A draft or a template; a published plan stays. */
  remove: endpoint({
    method: 'DELETE',
    path: '/planes-alimentarios/:id',
    operationId: 'deleteMealPlan',
    summary: 'Elimina un borrador o una plantilla',
    access: 'admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/planes-alimentarios/:id/publicar',
    operationId: 'publishMealPlan',
    summary: 'Publica el plan: nueva versión, PDF en la entrega y e-mail al cliente',
    access: 'admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    response: ZMealPlanSavedSchema,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/planes-alimentarios/:id/pdf',
    operationId: 'getMealPlanPdf',
    summary: 'Descarga el PDF de una versión publicada del plan',
    access: 'owner-or-admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    query: ZMealPlanPdfQuerySchema,
    raw: ['application/pdf'],
  }),
  /**
   * 'Lista de intercambios' (issue 35): per food group of the plan, each food of the table
   * in the amount of one exchange (contract/exchanges.ts), as a PDF. The admin's of the
   * draft, a client's of their latest published version (404 before the first);
   * `?vista=cliente` the admin's of what the client has, as `get` reads it.
   */
  exchangeList: endpoint({
    method: 'GET',
    path: '/planes-alimentarios/:id/intercambios',
    operationId: 'getMealPlanExchangeList',
    summary: 'Descarga la lista de intercambios de los grupos de alimentos del plan',
    access: 'owner-or-admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    query: ZMealPlanQuerySchema,
    raw: ['application/pdf'],
  }),
  tick: endpoint({
    method: 'POST',
    path: '/planes-alimentarios/:id/comidas',
    operationId: 'tickMealPlanMeal',
    summary: 'Marca (o desmarca) una comida del plan como hecha',
    access: 'owner-or-admin',
    tag: 'meal-plans',
    params: ZIdParamsSchema,
    body: ZMealTickBodySchema,
    response: ZMealTicksAnswerSchema,
  }),
};
