/** What other modules and the app may use of meal plans. */
export { mealPlanPdfsOf } from './meal-plan-files';
