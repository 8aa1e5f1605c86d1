import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/** DELETE /api/lista-de-espera: the client leaves the waiting list; the answer is the new status. */
export const leaveWaitlist = () => api('DELETE /lista-de-espera');

export function useLeaveWaitlist(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: ({ estado }) => queryClient.setQueryData(agendaKeys.waitlistStatus(userId), estado),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.waitlistStatus(userId) }),
  });
}
