import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MEAL_LABELS, MEAL_PLAN_MSG, MEAL_SLOTS, WEEKDAY_NUMBERS } from '@contract/meal-plans-text';
import type { TMealSlot } from '@contract/meal-plans-text';
import type { TPlanContent, TPlanTarget, ZMealPlanCreateSchema } from '@contract/meal-plans';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/http-error';
import { anamnesisOfUser } from '../clinical';
import { mealPlans } from './meal-plans.tables';

/**
 * Templates: plans that belong to nobody, from which a client's plan (or another
 * template) starts. Listing them is the plan list's (meal-plan-reading.service.ts).
 */

/** The meals a plan starts with when the client's anamnesis names none. */
const MAIN_MEALS: readonly TMealSlot[] = ['desayuno', 'almuerzo', 'merienda', 'cena'];

/**
 * A fresh plan: one day for the whole week with the client's meals as the anamnesis tells
 * them (each meal the client said something of, at the hour they gave), else the four main
 * ones, empty.
 */
export function emptyContent(extended: Record<string, string | number> = {}): TPlanContent {
  const told = MEAL_SLOTS.filter((slot) =>
    ['lugar', 'hora', 'preparaciones'].some((part) =>
      String(extended[`${slot}_${part}`] ?? '').trim(),
    ),
  );
  return {
    days: [
      {
        name: 'Día tipo',
        weekdays: [...WEEKDAY_NUMBERS],
        meals: (told.length ? told : MAIN_MEALS).map((slot) => ({
          slot,
          name: MEAL_LABELS[slot],
          time: String(extended[`${slot}_hora`] ?? '')
            .trim()
            .slice(0, 20),
          items: [],
          recipes: [],
          notes: '',
        })),
      },
    ],
    notes: '',
  };
}

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
): Promise<{ content: TPlanContent; target: TPlanTarget | null; showNumbers: boolean }> {
  if (!body.fromId) {
    const anamnesis = body.userId ? await anamnesisOfUser(db, body.userId) : null;
    return { content: emptyContent(anamnesis?.extended), target: null, showNumbers: false };
  }
  const [from] = await db.select().from(mealPlans).where(eq(mealPlans.id, body.fromId));
  if (!from) throw notFound(MEAL_PLAN_MSG.notFound);
  const sameClient = Boolean(from.userId) && from.userId === (body.userId ?? null);
  // The target and whether the client sees numbers are that client's: a plan copied for
  // the same client keeps both, one for another client (or a template's) starts without.
  return {
    content: from.content,
    target: sameClient ? (from.target ?? null) : null,
    showNumbers: sameClient && from.showNumbers,
  };
}
