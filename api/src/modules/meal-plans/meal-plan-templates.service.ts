import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEAL_PLAN_MSG,
  type TPlanContent,
  type TPlanTarget,
  type ZMealPlanCreateSchema,
} from '@contract/meal-plans';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { mealPlans } from './meal-plans.tables';

/**
 * Templates: plans that belong to nobody, from which a client's plan (or another
 * template) starts. Listing them is the plan list's (meal-plan-reading.service.ts).
 */

/** A fresh plan: one 'día tipo' with the four main meals, empty. */
export const emptyContent = (): TPlanContent => ({
  days: [
    {
      name: 'Día tipo',
      timesPerWeek: 7,
      meals: (['desayuno', 'almuerzo', 'merienda', 'cena'] as const).map((slot) => ({
        slot,
        time: '',
        items: [],
        notes: '',
      })),
    },
  ],
  notes: '',
});

/** A template names no client and answers no delivery: 400 naming the field that does. */
export function checkTemplateBody(body: z.output<typeof ZMealPlanCreateSchema>): void {
  if (body.template && (body.userId || body.deliveryId))
    throw badRequest(MEAL_PLAN_MSG.templateNoClient, {
      [body.userId ? 'userId' : 'deliveryId']: MEAL_PLAN_MSG.templateNoClient,
    });
}

/**
 * What a new plan starts with: empty, or the content of the plan or template it copies
 * (`fromId`). A target is one person's: it follows the copy only within the same client.
 */
export async function startingContent(
  db: Db,
  body: Pick<z.output<typeof ZMealPlanCreateSchema>, 'fromId' | 'userId'>,
): Promise<{ content: TPlanContent; target: TPlanTarget | null }> {
  if (!body.fromId) return { content: emptyContent(), target: null };
  const [from] = await db.select().from(mealPlans).where(eq(mealPlans.id, body.fromId));
  if (!from) throw notFound(MEAL_PLAN_MSG.notFound);
  const sameClient = Boolean(from.userId) && from.userId === (body.userId ?? null);
  return { content: from.content, target: sameClient ? (from.target ?? null) : null };
}
