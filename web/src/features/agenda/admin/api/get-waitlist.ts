import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from '../../api/keys';

/** GET /api/lista-de-espera/todos (admin): who waits for a turno, first come first. */
export const getWaitlist = async (signal?: AbortSignal) =>
  (await api('GET /lista-de-espera/todos', { signal })).espera;

export function useWaitlist() {
  return useQuery({
    queryKey: agendaKeys.waitlist(),
    queryFn: ({ signal }) => getWaitlist(signal),
    // Offers move down the list by themselves (each ends after two hours).
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}
