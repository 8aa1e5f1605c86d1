import { eq } from 'drizzle-orm';
import { DEFAULT_REFERENCES, type TNutrientReferences } from '@contract/nutrient-references';
import type { Db } from '../../db/client';
import type { MealPlansDeps } from './meal-plan-store';
import { nutrientReferences } from './meal-plans.tables';

/**
 * Her reference values for a day's micronutrients (issue 35): the one row once she saved
 * hers, the defaults (with their sources, contract/nutrient-references.ts) until then.
 */
export async function referencesOf(db: Db): Promise<TNutrientReferences> {
  const [row] = await db.select().from(nutrientReferences).where(eq(nutrientReferences.id, 1));
  if (!row) return DEFAULT_REFERENCES;
  return {
    sodioMg: row.sodioMg,
    azucaresLibresPct: row.azucaresLibresPct,
    grasasSaturadasPct: row.grasasSaturadasPct,
    calcioMg: row.calcioMg,
    hierroMg: row.hierroMg,
  };
}

/** PUT planes-alimentarios/referencias: hers from now on, for every plan's builder and page. */
export async function saveReferences(
  deps: Pick<MealPlansDeps, 'db' | 'clock'>,
  body: TNutrientReferences,
): Promise<TNutrientReferences> {
  const values = { ...body, updatedAt: deps.clock.now() };
  await deps.db
    .insert(nutrientReferences)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: nutrientReferences.id, set: values });
  return referencesOf(deps.db);
}
