import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@contract/messages';
import { api } from '@web/lib/api';
import { messagesKeys } from './keys';

/** DELETE /api/mensaje/{id}: the writer's own message, or any for the admin. */
export const deleteMessage = (id: string) => api('DELETE /mensaje/:id', { params: { id } });

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: async (_answer, id) => {
      // The row goes at once from every list holding it; then the lists refresh.
      queryClient.setQueriesData<TMessage[]>({ queryKey: messagesKeys.lists() }, (old) =>
        old?.filter((m) => m._id !== id),
      );
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all() });
    },
  });
}
