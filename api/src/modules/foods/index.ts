/** What other modules and the app may use of the food table. */
export { planFoodsByIds, toPlanFood } from './plan-foods';
