import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/**
 * GET /api/planes-alimentarios/recetas (admin): her recipes as plans count them (servings,
 * ingredients) and the foods of those ingredients.
 */
export const getPlanRecipes = (signal?: AbortSignal) =>
  api('GET /planes-alimentarios/recetas', { signal });

export const planRecipesQueryOptions = () =>
  queryOptions({
    queryKey: mealPlansKeys.recipes(),
    queryFn: ({ signal }) => getPlanRecipes(signal),
  });

export const usePlanRecipes = () => useQuery(planRecipesQueryOptions());
