import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * POST /api/lista-de-espera/ofertas/{id}/reservar: the client books the slot offered to
 * them with one of their credits, as any booking (its mails, push). Refused (409) once the
 * offer ended, was reserved, or the slot is gone.
 */
export const claimSlotOffer = (id: string) =>
  api('POST /lista-de-espera/ofertas/:id/reservar', { params: { id } });

export function useClaimSlotOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimSlotOffer,
    // The calendars, the client's turnos, the offer and the waiting list all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}
