import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnergyMethod } from '@contract/meal-plans';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** GET /api/planes-alimentarios/objetivo/{userId} (admin): the proposed daily target, step by step. */
export const getTarget = async (userId: string, metodo: TEnergyMethod, signal?: AbortSignal) =>
  (
    await api('GET /planes-alimentarios/objetivo/:id', {
      params: { id: userId },
      query: { metodo },
      signal,
    })
  ).objetivo;

export const targetQueryOptions = (userId: string, metodo: TEnergyMethod) =>
  queryOptions({
    queryKey: mealPlansKeys.target(userId, metodo),
    queryFn: ({ signal }) => getTarget(userId, metodo, signal),
  });

export const useTarget = (userId: string, metodo: TEnergyMethod) =>
  useQuery({ ...targetQueryOptions(userId, metodo), placeholderData: keepPreviousData });
