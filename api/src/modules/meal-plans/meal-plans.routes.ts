import type { FastifyInstance, FastifyReply } from 'fastify';
import { mealPlansEndpoints as api } from '@contract/endpoints/meal-plans';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { TARGET_MSG } from '@contract/meal-plans';
import { REFERENCES_MSG } from '@contract/nutrient-references';
import { routes, type RouteDeps } from '../../http/route';
import type { AfterAnswerDeps } from '../../plugins/after-answer';
import type { UserRow } from '../users/users.tables';
import { mealPlanExchangeList } from './exchange-list';
import { createMealPlan, deleteMealPlan, updateMealPlan } from './meal-plan-drafts.service';
import {
  mealPlanPdf,
  publishMealPlan,
  sendMealPlanPublishedMail,
} from './meal-plan-publishing.service';
import { adherenceOf, getMealPlan, listMealPlans, tickMeal } from './meal-plan-reading.service';
import { mealPlanOwner, type MealPlansDeps } from './meal-plan-store';
import { proposeTargetFor, recordTargetInputs } from './meal-plan-target.service';
import { listPlanRecipes, saveRecipeComposition } from './plan-recipes';
import { saveReferences } from './nutrient-references';
import { recipeOctagons } from './recipe-octagons';

/**
 * A PDF made from a plan (health data): kept by no cache, and never read as anything but a
 * PDF (the plan's own and its exchange list).
 */
function sendPdf(reply: FastifyReply, data: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

/** Meal plans (issue 23): the builder's drafts and templates, publishing, the client's plan and ticks. */
export function mealPlansRoutes(deps: RouteDeps<UserRow> & MealPlansDeps & AfterAnswerDeps) {
  return async function (app: FastifyInstance) {
    const { route } = routes(app, deps);
    const owner = {
      owner: (request: { params: { id: string } }) => mealPlanOwner(deps.db, request.params.id),
      notFound: MEAL_PLAN_MSG.notFound,
    };

    route(api.list, async (request, _reply, me) => ({
      planes: await listMealPlans(deps, me, request.query),
    }));

    route(api.create, async (request, _reply, me) => {
      const plan = await createMealPlan(deps, me, request.body);
      return {
        message: plan.template ? MEAL_PLAN_MSG.templateSaved : MEAL_PLAN_MSG.created,
        plan,
      };
    });

    route(api.recipes, async () => listPlanRecipes(deps));

    route(api.saveRecipe, async (request) => ({
      message: MEAL_PLAN_MSG.recipeSaved,
      ...(await saveRecipeComposition(deps, request.params.id, request.body)),
    }));

    route(api.recipeOctagons, async (request) => recipeOctagons(deps.db, request.params.id));

    route(api.saveReferences, async (request) => ({
      message: REFERENCES_MSG.saved,
      referencias: await saveReferences(deps, request.body),
    }));

    route(api.target, async (request) => ({
      objetivo: await proposeTargetFor(deps, request.params.id, request.query.metodo ?? 'mifflin'),
    }));

    route(api.recordTargetInputs, async (request) => {
      await recordTargetInputs(deps, request.params.id, request.body);
      return {
        message: TARGET_MSG.recorded,
        objetivo: await proposeTargetFor(
          deps,
          request.params.id,
          request.query.metodo ?? 'mifflin',
        ),
      };
    });

    route(api.adherence, async (request) => ({
      adherencia: await adherenceOf(deps, request.params.id),
    }));

    route(
      api.get,
      async (request, _reply, me) => ({
        plan: await getMealPlan(deps, me, request.params.id, {
          asClient: request.query.vista === 'cliente',
        }),
      }),
      owner,
    );

    route(api.update, async (request, _reply, me) => {
      const plan = await updateMealPlan(deps, me, request.params.id, request.body);
      return { message: plan.template ? MEAL_PLAN_MSG.templateSaved : MEAL_PLAN_MSG.saved, plan };
    });

    route(api.remove, async (request) => {
      await deleteMealPlan(deps, request.params.id);
      return { message: MEAL_PLAN_MSG.deleted };
    });

    route(api.publish, async (request, _reply, me) => {
      const { plan, version, fresh } = await publishMealPlan(deps, me, request.params.id);
      if (!fresh) return { message: MEAL_PLAN_MSG.unchanged, plan };
      deps.afterAnswer(request.log, 'meal plan mail', () =>
        sendMealPlanPublishedMail(deps, plan, version),
      );
      return { message: MEAL_PLAN_MSG.published, plan };
    });

    route(
      api.pdf,
      async (request, reply) => {
        const { data, filename } = await mealPlanPdf(
          deps,
          request.params.id,
          request.query.version,
        );
        return sendPdf(reply, data, filename);
      },
      owner,
    );

    route(
      api.exchangeList,
      async (request, reply, me) => {
        const { data, filename } = await mealPlanExchangeList(deps, me, request.params.id, {
          asClient: request.query.vista === 'cliente',
        });
        return sendPdf(reply, data, filename);
      },
      owner,
    );

    route(
      api.tick,
      async (request) => {
        const ticks = await tickMeal(deps, request.params.id, request.body);
        return {
          message: request.body.done ? MEAL_PLAN_MSG.tickSaved : MEAL_PLAN_MSG.tickRemoved,
          ticks,
        };
      },
      owner,
    );
  };
}
