import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * GET /api/lista-de-espera (issue 34): whether the signed-in client is on the waiting list
 * and in which place, whether they may join, and a freed slot offered to them right now.
 */
export const getWaitlistStatus = (signal?: AbortSignal) => api('GET /lista-de-espera', { signal });

export function useWaitlistStatus(userId: string) {
  return useQuery({
    queryKey: agendaKeys.waitlistStatus(userId),
    queryFn: ({ signal }) => getWaitlistStatus(signal),
    // An offer lasts two hours and goes to the next person after: while one is shown, ask
    // again each minute so an offer that ended leaves the page, and on coming back to it
    // (from the mail, the phone's notification).
    refetchInterval: (query) => (query.state.data?.oferta ? 60_000 : false),
    refetchOnWindowFocus: true,
  });
}
