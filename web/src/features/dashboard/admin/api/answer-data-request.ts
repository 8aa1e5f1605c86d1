import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataRequestAnswer } from '@contract/privacy';
import { api } from '@web/lib/api';
import { dashboardKeys } from '../../api/keys';

/**
 * POST /api/pedidos-datos/{id}/respuesta (admin): her answer to a client's request about
 * their data: the account erased ('eliminar'), or the correction made ('corregido').
 */
export const answerDataRequest = ({ id, body }: { id: string; body: TDataRequestAnswer }) =>
  api('POST /pedidos-datos/:id/respuesta', { params: { id }, body });

export function useAnswerDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerDataRequest,
    // Answered, the request leaves 'Hoy' (and an erased client its other cards).
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all() }),
  });
}
