/** What other modules and the app may use of the food table. */
export { planFoodsByIds, toPlanFood } from './plan-foods';
export {
  foodKey,
  parseFoodCsv,
  type CsvFoodRow,
  type FoodCsv,
  type TFoodValues,
} from './foods-csv';
export { allFoods, sortFoods, toApiFood, type FoodsDeps } from './foods.service';
