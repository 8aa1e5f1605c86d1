import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from './keys';

/** GET /api/packs (issue 34): the packs of controls on sale, as the Turnos page offers them. */
export const getPacks = (signal?: AbortSignal) =>
  api('GET /packs', { signal }).then((a) => a.packs);

export const packsQueryOptions = () =>
  queryOptions({
    queryKey: commerceKeys.packs(),
    queryFn: ({ signal }) => getPacks(signal),
    staleTime: 5 * 60_000,
  });

export const usePacks = () => useQuery(packsQueryOptions());
