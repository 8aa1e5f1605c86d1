import { inArray } from 'drizzle-orm';
import type { TPlanFood } from '@contract/meal-plans';
import type { Db } from '../../db/client';
import { foods, type FoodRow } from './foods.tables';

/** A food as a plan counts it (and its shopping list buys it): the values, not the bookkeeping. */
export const toPlanFood = (f: FoodRow): Required<TPlanFood> => ({
  _id: f.id,
  name: f.name,
  group: f.group,
  kcal: f.kcal,
  proteinas: f.proteinas,
  carbohidratos: f.carbohidratos,
  grasas: f.grasas,
  fibra: f.fibra,
  measures: f.measures,
  rawPerCooked: f.rawPerCooked,
  yieldSource: f.yieldSource,
  shopping: f.shopping,
  dryGramsPerLitre: f.dryGramsPerLitre,
  dryName: f.dryName,
  sodio: f.sodio,
  azucares: f.azucares,
  grasasSaturadas: f.grasasSaturadas,
  calcio: f.calcio,
  hierro: f.hierro,
  sodioNatural: f.sodioNatural,
  azucaresNaturales: f.azucaresNaturales,
  grasasFrutosSecos: f.grasasFrutosSecos,
  ultraprocesado: f.ultraprocesado,
});

/** The foods a plan names, archived ones included (a plan keeps what it named). */
export async function planFoodsByIds(db: Db, ids: readonly string[]): Promise<TPlanFood[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(foods).where(inArray(foods.id, unique));
  return rows.map(toPlanFood);
}
