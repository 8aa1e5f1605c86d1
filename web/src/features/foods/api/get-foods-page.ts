import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FOOD_GROUPS } from '@contract/foods-text';
import { api } from '@web/lib/api';
import { foodsKeys, type FoodsPageParams } from './keys';

export type { FoodsPageParams };

const isGroup = (g: string): g is (typeof FOOD_GROUPS)[number] =>
  (FOOD_GROUPS as readonly string[]).includes(g);

/**
 * GET /api/alimentos (admin): one page of the food table, searched (name or synonym, best
 * first) and filtered by group and archived on the server, with the total it finds.
 */
export const getFoodsPage = (params: FoodsPageParams, signal?: AbortSignal) =>
  api('GET /alimentos', {
    query: {
      buscar: params.search.trim() || undefined,
      grupo: isGroup(params.group) ? params.group : undefined,
      archivados: params.archived ? '1' : undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
  });

export function foodsPageQueryOptions(params: FoodsPageParams) {
  const key = { ...params, search: params.search.trim() };
  return queryOptions({
    queryKey: foodsKeys.page(key),
    queryFn: ({ signal }) => getFoodsPage(key, signal),
    // Keeps the previous page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useFoodsPage(params: FoodsPageParams) {
  return useQuery(foodsPageQueryOptions(params));
}
