import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';
import { useSession } from '@web/lib/use-session';
import { authKeys } from './keys';

export const getUserData = () => api('GET /userData');

export const userDataQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.userData(token),
    queryFn: getUserData,
    staleTime: 5 * 60_000,
  });

/**
 * Keeps the stored user in step with the server once per visit: a changed name,
 * photo or role shows at once, and a revoked token ends the session (api.ts clears it on 401).
 */
export function useSessionRefresh() {
  const session = useSession();
  const token = session?.token;
  const query = useQuery({ ...userDataQueryOptions(token ?? ''), enabled: Boolean(token) });
  useEffect(() => {
    if (query.data) sessionStore.updateUser(query.data.user);
  }, [query.data]);
}
