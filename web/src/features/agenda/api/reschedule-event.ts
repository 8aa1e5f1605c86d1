import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * PUT /api/calendar/{id} by the client who owns it: only a new time (a free slot), up to
 * her policy's hours before; the same paid turno stays with it.
 */
export const rescheduleEvent = (id: string, range: { start: string; end: string }) =>
  api('PUT /calendar/:id', { params: { id }, body: range });

export function useRescheduleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, start, end }: { id: string; start: string; end: string }) =>
      rescheduleEvent(id, { start, end }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}
