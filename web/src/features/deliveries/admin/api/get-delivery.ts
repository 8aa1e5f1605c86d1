import { useQuery } from '@tanstack/react-query';
import { api, SIGNED_LINKS_REFRESH_MS } from '@web/lib/api';
import { deliveriesKeys } from '../../api/keys';

/** GET /api/entregas/{id}: one delivery (its owner's or, for the admin, anyone's). */
export const getDelivery = async (id: string, signal?: AbortSignal) =>
  (await api('GET /entregas/:id', { params: { id }, signal })).entrega;

export const useDelivery = (id: string) =>
  useQuery({
    queryKey: deliveriesKeys.one(id),
    queryFn: ({ signal }) => getDelivery(id, signal),
    // The files' signed links expire.
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });
