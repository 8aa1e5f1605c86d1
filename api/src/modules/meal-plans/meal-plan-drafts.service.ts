import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DELIVERY_MSG } from '@contract/deliveries';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import type {
  TMealPlan,
  TPlanContent,
  ZMealPlanCreateSchema,
  ZMealPlanUpdateSchema,
} from '@contract/meal-plans';
import { USERS_MSG } from '@contract/users';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { deliveryForMealPlan } from '../deliveries';
import { users } from '../users/users.tables';
import { getMealPlan } from './meal-plan-reading.service';
import { planRow, versionsOf, type Caller, type MealPlansDeps } from './meal-plan-store';
import { SQLSTATE, sqlState } from '../../db/sql-errors';
import { checkTemplateBody, startingContent } from './meal-plan-templates.service';
import { mealPlans } from './meal-plans.tables';
import { checkPortions, checkRecipes } from './plan-recipes';

/** Drafts: what the nutritionist creates, saves and may still delete before publishing. */

/** A client's plan is for a client, and the delivery it answers (if any) is theirs and free. */
async function checkClientBody(
  db: Db,
  body: z.output<typeof ZMealPlanCreateSchema>,
): Promise<{ title: string }> {
  if (!body.userId)
    throw badRequest(MEAL_PLAN_MSG.clientRequired, { userId: MEAL_PLAN_MSG.clientRequired });
  const [client] = await db
    .select({ type: users.type })
    .from(users)
    .where(eq(users.id, body.userId));
  if (!client) throw notFound(USERS_MSG.notFound);
  // A plan is for a client: the nutritionist's own account is no client.
  if (client.type === 'admin')
    throw badRequest(MEAL_PLAN_MSG.clientRequired, { userId: MEAL_PLAN_MSG.clientRequired });
  if (!body.deliveryId) return { title: body.title };
  const delivery = await deliveryForMealPlan(db, body.deliveryId);
  if (!delivery) throw notFound(DELIVERY_MSG.notFound);
  if (delivery.userId !== body.userId)
    throw badRequest(MEAL_PLAN_MSG.deliveryOfOther, { deliveryId: MEAL_PLAN_MSG.deliveryOfOther });
  const [taken] = await db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(eq(mealPlans.deliveryId, body.deliveryId));
  if (taken) throw conflict(MEAL_PLAN_MSG.deliveryTaken);
  // The schema's default title says nothing: the plan sold says more.
  return { title: body.title === 'Plan alimentario' ? delivery.planTitle : body.title };
}

/**
 * POST planes-alimentarios: a template (no client, no delivery), or a client's plan,
 * answering one of their deliveries or none; empty, or copied from a plan or template.
 */
export async function createMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  body: z.output<typeof ZMealPlanCreateSchema>,
): Promise<TMealPlan> {
  checkTemplateBody(body);
  const { title } = body.template ? { title: body.title } : await checkClientBody(deps.db, body);
  const { content, target, showNumbers } = await startingContent(deps.db, body);
  const now = deps.clock.now();
  let id: string;
  try {
    const [row] = await deps.db
      .insert(mealPlans)
      .values({
        userId: body.template ? null : body.userId!,
        deliveryId: body.template ? null : (body.deliveryId ?? null),
        template: body.template,
        title,
        content,
        target,
        showNumbers,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mealPlans.id });
    id = row!.id;
  } catch (err) {
    // Two plans raced for one delivery: the unique index decided.
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw conflict(MEAL_PLAN_MSG.deliveryTaken);
    throw err;
  }
  return getMealPlan(deps, me, id);
}

/**
 * Every food of the draft is in the table in a unit it has, and every recipe it names
 * exists with its ingredients; the first that is not answers 400 with the field's path.
 */
async function checkContent(db: Db, content: TPlanContent): Promise<void> {
  await checkPortions(
    db,
    content.days.flatMap((d, di) =>
      d.meals.flatMap((m, mi) =>
        m.items.flatMap((item, ii) => {
          const path = `content.days.${di}.meals.${mi}.items.${ii}`;
          return [
            { portion: item, path },
            ...item.substitutes.map((s, si) => ({ portion: s, path: `${path}.substitutes.${si}` })),
          ];
        }),
      ),
    ),
  );
  await checkRecipes(db, content);
}

/** PUT planes-alimentarios/{id}: the draft; the client sees it once it is published. */
export async function updateMealPlan(
  deps: MealPlansDeps,
  me: Caller,
  id: string,
  body: z.output<typeof ZMealPlanUpdateSchema>,
): Promise<TMealPlan> {
  await planRow(deps.db, id);
  await checkContent(deps.db, body.content);
  await deps.db
    .update(mealPlans)
    .set({
      title: body.title,
      content: body.content,
      target: body.target,
      ...(body.showNumbers !== undefined && { showNumbers: body.showNumbers }),
      updatedAt: deps.clock.now(),
    })
    .where(eq(mealPlans.id, id));
  return getMealPlan(deps, me, id);
}

/** A draft never published, or a template; a published plan is the client's delivery and stays. */
export async function deleteMealPlan(deps: MealPlansDeps, id: string): Promise<void> {
  await planRow(deps.db, id);
  const [published] = await versionsOf(deps.db, id).limit(1);
  if (published) throw conflict(MEAL_PLAN_MSG.publishedNoDelete);
  await deps.db.delete(mealPlans).where(eq(mealPlans.id, id));
}
