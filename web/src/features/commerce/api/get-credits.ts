import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { commerceKeys } from './keys';

/**
 * GET /api/creditos/{id} (issue 34): the turnos a client can still book, by purchase, and
 * the ledger that adds up to them (their own, or anyone's for the admin).
 */
export const getCredits = (userId: string, signal?: AbortSignal) =>
  api('GET /creditos/:id', { params: { id: userId }, signal });

export const creditsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: commerceKeys.credits(userId),
    queryFn: ({ signal }) => getCredits(userId, signal),
  });

export const useCredits = (userId: string | undefined) =>
  useQuery({ ...creditsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
