import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mealPlans, mealPlanVersions } from './meal-plans.tables';

/**
 * The stored PDFs of a client's published meal plans, to remove with the account (the
 * rows go by cascade). Imports no other module, so users may use it.
 */
export async function mealPlanPdfsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: mealPlanVersions.pdfName })
    .from(mealPlanVersions)
    .innerJoin(mealPlans, eq(mealPlans.id, mealPlanVersions.planId))
    .where(eq(mealPlans.userId, userId));
  return rows.map((r) => r.name);
}
