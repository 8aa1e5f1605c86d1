import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** GET /api/planes-alimentarios/{id}: the admin's draft, or the client's latest published version. */
export const getMealPlan = async (id: string, signal?: AbortSignal) =>
  (await api('GET /planes-alimentarios/:id', { params: { id }, signal })).plan;

export const mealPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealPlansKeys.one(id),
    queryFn: ({ signal }) => getMealPlan(id, signal),
  });

export const useMealPlan = (id: string) => useQuery(mealPlanQueryOptions(id));
