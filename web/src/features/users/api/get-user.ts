import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@contract/users';
import { apiRequest } from '../../../lib/api';

/** GET /api/user/{id}: the user's own record, or anyone's for an admin. */
export async function getUser(id: string, signal?: AbortSignal): Promise<TUser> {
  const { user } = await apiRequest<{ user: TUser }>(`user/${encodeURIComponent(id)}`, { signal });
  return user;
}

export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['user', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}
