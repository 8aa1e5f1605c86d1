import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@contract/users';
import { api } from './api';

/**
 * Whose record the admin is working on (clinical forms, a conversation): the name, photo
 * and gender beside the clinical or messages feature's own data. Here, not in the users
 * feature, because features do not import each other; the users feature keeps its own
 * cache of the same read for the profile it edits.
 */
export const clientKey = (userId: string) => ['client', userId] as const;

/** GET /api/user/{id} */
export async function getClient(userId: string, signal?: AbortSignal): Promise<TUser> {
  return (await api('GET /user/:id', { params: { id: userId }, signal })).user;
}

export function clientQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientKey(userId),
    queryFn: ({ signal }) => getClient(userId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClient(userId: string, enabled: boolean) {
  return useQuery({ ...clientQueryOptions(userId), enabled });
}
