import { asc, eq } from 'drizzle-orm';
import { asJson, keepInRecord } from '../clinical';
import type { PersonalDataSource } from '../users';
import { mealPlanPdfsOf } from './meal-plan-files';
import { mealPlans, mealPlanVersions, mealTicks } from './meal-plans.tables';

/**
 * The person's meal plans (every published version's PDF) and the meals they ticked. As
 * the person is erased with their clinical record kept, the versions published to them
 * join it (DECISIONS §13: anamnesis, controls and plans), without their PDFs.
 */
export const mealPlansPersonalData: PersonalDataSource = {
  module: 'meal-plans',
  rows: [
    { table: mealPlans, by: mealPlans.userId, kind: 'planes-alimentarios' },
    { table: mealTicks, by: mealTicks.userId, kind: 'marcas' },
  ],
  files: [{ area: 'deliveries', of: mealPlanPdfsOf }],
  async onErase(tx, userId, how) {
    if (!how.keepClinicalRecord) return undefined;
    const versions = await tx
      .select({ v: mealPlanVersions })
      .from(mealPlanVersions)
      .innerJoin(mealPlans, eq(mealPlans.id, mealPlanVersions.planId))
      .where(eq(mealPlans.userId, userId))
      .orderBy(asc(mealPlanVersions.publishedAt), asc(mealPlanVersions.version));
    if (versions.length > 0)
      await keepInRecord(tx, userId, how.at, {
        mealPlans: versions.map(({ v: { pdfName: _pdf, ...v } }) => asJson(v)),
      });
    return undefined;
  },
};
