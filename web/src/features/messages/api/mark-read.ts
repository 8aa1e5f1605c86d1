import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@contract/messages';
import { api } from '@web/lib/api';
import { messagesKeys } from './keys';

/** GET /api/mensaje/{id}: reading a message marks it 'Leido' when the reader is its recipient. */
export const readMessage = async (id: string) =>
  (await api('GET /mensaje/:id', { params: { id } })).mensaje;

/** Reads the given messages of a conversation (so they become 'Leido'), then refreshes the counts. */
export function useMarkRead(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map(readMessage)),
    onSuccess: async (read) => {
      const byId = new Map(read.map((m) => [m._id, m]));
      queryClient.setQueryData<TMessage[]>(messagesKeys.byUser(clientId), (old) =>
        old?.map((m) => byId.get(m._id) ?? m),
      );
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all() });
    },
  });
}
