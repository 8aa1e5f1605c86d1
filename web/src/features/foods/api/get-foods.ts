import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/** GET /api/alimentos: the food table (the archived foods too when asked). */
export const getFoods = async (archived: boolean, signal?: AbortSignal) =>
  (await api('GET /alimentos', { query: { archivados: archived ? '1' : undefined }, signal }))
    .alimentos;

export const foodsQueryOptions = (archived = false) =>
  queryOptions({
    queryKey: foodsKeys.list(archived),
    queryFn: ({ signal }) => getFoods(archived, signal),
    staleTime: 60_000,
  });

export const useFoods = (archived = false) => useQuery(foodsQueryOptions(archived));
