import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * DELETE /api/calendar/{id}: the admin any time; a client their own booking up to her
 * policy's hours before (issue 34).
 */
export const cancelEvent = (id: string) => api('DELETE /calendar/:id', { params: { id } });

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}
