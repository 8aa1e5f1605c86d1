import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { messagesKeys } from '../../api/keys';

const MAX_OPTIONS = 20;

/**
 * GET /api/users?q= (admin): the clients a new message can go to, by name or e-mail.
 * Here, not from the users feature: features do not import each other.
 */
export async function searchClients(q: string, signal?: AbortSignal) {
  const { users } = await api('GET /users', {
    query: { q: q.trim() || undefined, page: 1, pageSize: MAX_OPTIONS },
    signal,
  });
  // The nutritionist writes to clients, never to another admin (the API refuses it).
  return users.filter((u) => u.type !== 'admin');
}

export function clientsQueryOptions(q: string) {
  return queryOptions({
    queryKey: messagesKeys.clients(q.trim()),
    queryFn: ({ signal }) => searchClients(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClientSearch(q: string, enabled: boolean) {
  return useQuery({ ...clientsQueryOptions(q), enabled });
}
