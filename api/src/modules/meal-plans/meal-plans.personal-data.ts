import type { PersonalDataSource } from '../users';
import { mealPlanPdfsOf } from './meal-plan-files';
import { mealPlans, mealTicks } from './meal-plans.tables';

/** The person's meal plans (every published version's PDF) and the meals they ticked. */
export const mealPlansPersonalData: PersonalDataSource = {
  module: 'meal-plans',
  rows: [
    { table: mealPlans, by: mealPlans.userId },
    { table: mealTicks, by: mealTicks.userId },
  ],
  files: [{ area: 'deliveries', of: mealPlanPdfsOf }],
};
