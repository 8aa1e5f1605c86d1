import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from './keys';

/** While the provider has not confirmed, the page asks again this often. */
export const ORDER_POLL_MS = 5000;

/**
 * GET /api/pedido/{id}: the order's real state. Mercado Pago's return address carries
 * `payment_id`; the server reads that payment back from the provider (never trusting
 * the address), so it goes along.
 */
export const getOrder = (id: string, paymentId?: string, signal?: AbortSignal) =>
  api('GET /pedido/:id', {
    params: { id },
    query: { payment_id: paymentId },
    signal,
  }).then((a) => a.order);

export const orderQueryOptions = (id: string, paymentId?: string) =>
  queryOptions({
    queryKey: commerceKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, paymentId, signal),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });

export const useOrder = (id: string | undefined, paymentId?: string) =>
  useQuery({ ...orderQueryOptions(id ?? '', paymentId), enabled: Boolean(id) });
