import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@contract/users';
import { api } from '../../../../lib/api';
import { clinicalKeys } from '../../api/keys';

/**
 * GET /api/user/{id}: whose anamnesis the admin is filling (the name, so the wrong
 * person's form is not filled by mistake). Under a clinical key: features do not
 * share caches, and the users feature owns its own.
 */
export async function getClient(userId: string, signal?: AbortSignal): Promise<TUser> {
  return (await api('GET /user/:id', { params: { id: userId }, signal })).user;
}

export function clientQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clinicalKeys.client(userId),
    queryFn: ({ signal }) => getClient(userId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useClient(userId: string, enabled: boolean) {
  return useQuery({ ...clientQueryOptions(userId), enabled });
}
