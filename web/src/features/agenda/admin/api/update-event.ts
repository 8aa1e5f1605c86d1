import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventUpdate } from '@contract/agenda';
import { api } from '@web/lib/api';
import { agendaKeys } from '../../api/keys';

/** PUT /api/calendar/{id} (admin): details or a new range, under the same rules as booking. */
export const updateEvent = (id: string, body: TEventUpdate) =>
  api('PUT /calendar/:id', { params: { id }, body });

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TEventUpdate }) => updateEvent(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}
