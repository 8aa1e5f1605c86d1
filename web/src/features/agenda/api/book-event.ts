import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNewEvent } from '@contract/agenda';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/** POST /api/new-calendar: a client books a free hour with a paid turno; the admin any free range. */
export const bookEvent = (body: TNewEvent) => api('POST /new-calendar', { body });

export function useBookEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}
