import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/**
 * GET /api/planes-alimentarios/{id}: the admin's draft, or the client's latest published
 * version. `asClient`: the admin reads it exactly as the client does ('Ver como el cliente').
 */
export const getMealPlan = async (id: string, signal?: AbortSignal, asClient = false) =>
  (
    await api('GET /planes-alimentarios/:id', {
      params: { id },
      query: { vista: asClient ? 'cliente' : undefined },
      signal,
    })
  ).plan;

export const mealPlanQueryOptions = (id: string, asClient = false) =>
  queryOptions({
    queryKey: asClient ? mealPlansKeys.asClient(id) : mealPlansKeys.one(id),
    queryFn: ({ signal }) => getMealPlan(id, signal, asClient),
  });

export const useMealPlan = (id: string, asClient = false) =>
  useQuery(mealPlanQueryOptions(id, asClient));
