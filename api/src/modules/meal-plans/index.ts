/** What other modules and the app may use of meal plans. */
export { mealPlansPersonalData } from './meal-plans.personal-data';
