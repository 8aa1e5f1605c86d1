import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@contract/users';
import { api } from '../../../lib/api';
import { messagesKeys } from './keys';

/**
 * GET /api/user/{id}: whose conversation the admin reads (name and photo), also when
 * the client has not written yet. Under a messages key: features do not share caches.
 */
export async function getClient(userId: string, signal?: AbortSignal): Promise<TUser> {
  return (await api('GET /user/:id', { params: { id: userId }, signal })).user;
}

export function clientQueryOptions(userId: string) {
  return queryOptions({
    queryKey: messagesKeys.client(userId),
    queryFn: ({ signal }) => getClient(userId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClient(userId: string, enabled: boolean) {
  return useQuery({ ...clientQueryOptions(userId), enabled });
}
