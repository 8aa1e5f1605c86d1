import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/**
 * GET /api/alimentos/todos: every food in use at once, for the meal-plan builder's picker
 * and the recipes' ingredients (they search as she types and count with any food). The back
 * office's table asks for pages instead (get-foods-page.ts).
 */
export const getFoods = async (signal?: AbortSignal) =>
  (await api('GET /alimentos/todos', { signal })).alimentos;

export const foodsQueryOptions = () =>
  queryOptions({
    queryKey: foodsKeys.table(),
    queryFn: ({ signal }) => getFoods(signal),
    staleTime: 60_000,
  });

export const useFoods = () => useQuery(foodsQueryOptions());
