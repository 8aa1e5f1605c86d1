import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { privacyKeys } from './keys';

/** DELETE /api/mis-datos/pedidos/{id}: a request not answered yet is withdrawn. */
export const withdrawDataRequest = (id: string) =>
  api('DELETE /mis-datos/pedidos/:id', { params: { id } });

export function useWithdrawDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine() }),
  });
}
