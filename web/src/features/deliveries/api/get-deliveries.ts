import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, SIGNED_LINKS_REFRESH_MS } from '@web/lib/api';
import { deliveriesKeys, type TDeliveriesFilter } from './keys';

/** GET /api/entregas: the admin gets every delivery (soonest due first), a client their own. */
export const getDeliveries = async (filter: TDeliveriesFilter, signal?: AbortSignal) =>
  (await api('GET /entregas', { query: filter, signal })).entregas;

export const deliveriesQueryOptions = (filter: TDeliveriesFilter) =>
  queryOptions({
    queryKey: deliveriesKeys.list(filter),
    queryFn: ({ signal }) => getDeliveries(filter, signal),
    // The state changes elsewhere (an anamnesis saved, a plan delivered): always ask again on a visit.
    staleTime: 0,
    // The files' signed links expire.
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });

/** While a new filter or search loads, the last list stays on screen (dimmed by the table). */
export const useDeliveries = (filter: TDeliveriesFilter) =>
  useQuery({ ...deliveriesQueryOptions(filter), placeholderData: keepPreviousData });
