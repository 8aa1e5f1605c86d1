import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * POST /api/lista-de-espera: the client joins the waiting list. Refused (409) without a
 * paid credit or while some slot is free in the next 14 days; the answer is the new status.
 */
export const joinWaitlist = () => api('POST /lista-de-espera');

export function useJoinWaitlist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: ({ estado }) => queryClient.setQueryData(agendaKeys.waitlistStatus(userId), estado),
    // A refusal means the status shown was out of date (a slot freed, a credit used).
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.waitlistStatus(userId) }),
  });
}
