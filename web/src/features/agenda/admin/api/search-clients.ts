import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from '../../api/keys';

/** A client she may book a turno for: an account that is not an admin's. */
export interface ClientOption {
  _id: string;
  name: string;
  email: string;
}

/**
 * GET users?q: her clients whose name or e-mail has the typed text (the server searches
 * both, accents aside), the first ten, for the turno form's picker.
 */
export function useClientSearch(q: string) {
  return useQuery({
    queryKey: agendaKeys.clients(q),
    queryFn: async ({ signal }): Promise<ClientOption[]> =>
      (await api('GET /users', { query: { q, pageSize: 10 }, signal })).users
        .filter((u) => u.type !== 'admin')
        .map((u) => ({ _id: u._id, name: u.name, email: u.email })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
