import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from './keys';

/** GET /api/compras/{id}: a client's purchases, newest first (their own, or anyone's for the admin). */
export const getPurchases = (userId: string, signal?: AbortSignal) =>
  api('GET /compras/:id', { params: { id: userId }, signal }).then((a) => a.compras);

export const purchasesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: commerceKeys.purchases(userId),
    queryFn: ({ signal }) => getPurchases(userId, signal),
  });

export const usePurchases = (userId: string | undefined) =>
  useQuery({ ...purchasesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
