import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** GET /api/planes-alimentarios/adherencia/{userId}: meals ticked of those expected, last 14 days. */
export const getAdherence = async (userId: string, signal?: AbortSignal) =>
  (await api('GET /planes-alimentarios/adherencia/:id', { params: { id: userId }, signal }))
    .adherencia;

export const adherenceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: mealPlansKeys.adherence(userId),
    queryFn: ({ signal }) => getAdherence(userId, signal),
  });

export const useAdherence = (userId: string) => useQuery(adherenceQueryOptions(userId));
