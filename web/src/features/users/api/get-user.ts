import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@contract/users';
import { api } from '@web/lib/api';
import { useOfflineQuery } from '@web/lib/offline-copy';
import { usersKeys } from './keys';

/** GET /api/user/{id}: the user's own record, or anyone's for an admin. */
export async function getUser(id: string, signal?: AbortSignal): Promise<TUser> {
  return (await api('GET /user/:id', { params: { id }, signal })).user;
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: usersKeys.one(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** The user, and its last answer kept on the client's phone (Mi perfil opens offline). */
export function useUser(id: string | undefined) {
  return useOfflineQuery(
    { ...userQueryOptions(id ?? ''), enabled: Boolean(id) },
    `usuario:${id ?? ''}`,
  );
}
