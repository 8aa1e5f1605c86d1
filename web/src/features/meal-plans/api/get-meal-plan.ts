import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useOfflineQuery } from '@web/lib/offline-copy';
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

/** The plan, and its last answer kept on the phone for a supermarket without signal. */
export const useMealPlan = (id: string, asClient = false) =>
  useOfflineQuery(mealPlanQueryOptions(id, asClient), `plan:${id}${asClient ? ':cliente' : ''}`);
