import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * GET /api/lista-de-espera/ofertas/{id}: a freed slot offered to the client (its mail's
 * 'Reservar este turno'), with whether it can still be reserved.
 */
export const getSlotOffer = async (id: string, signal?: AbortSignal) =>
  (await api('GET /lista-de-espera/ofertas/:id', { params: { id }, signal })).oferta;

export function useSlotOffer(id: string) {
  return useQuery({
    queryKey: agendaKeys.slotOffer(id),
    queryFn: ({ signal }) => getSlotOffer(id, signal),
    // The offer ends while the page may be open: ask again each minute while it holds, so
    // the button goes away once it went to the next person.
    refetchInterval: (query) => (query.state.data?.estado === 'vigente' ? 60_000 : false),
    refetchOnWindowFocus: true,
  });
}
