import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage, TSendMessage } from '@contract/messages';
import { api } from '@web/lib/api';
import { messagesKeys } from './keys';

/** POST /api/sendmensaje: `to` (the client) from the admin only; a client writes to her. */
export const sendMessage = (body: TSendMessage) => api('POST /sendmensaje', { body });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async ({ mensaje }) => {
      // The new message shows at once at the end of its conversation; then the lists refresh.
      queryClient.setQueryData<TMessage[]>(messagesKeys.byUser(mensaje.clientId), (old) =>
        old ? [...old, mensaje] : old,
      );
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all() });
    },
  });
}
