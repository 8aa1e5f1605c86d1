import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** GET /api/packs/todos (admin): every pack, also those no longer offered, newest first. */
export const getAllPacks = (signal?: AbortSignal) =>
  api('GET /packs/todos', { signal }).then((a) => a.packs);

export const allPacksQueryOptions = () =>
  queryOptions({
    queryKey: commerceKeys.allPacks(),
    queryFn: ({ signal }) => getAllPacks(signal),
  });

export const useAllPacks = () => useQuery(allPacksQueryOptions());
