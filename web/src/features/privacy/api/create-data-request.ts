import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDataRequestCreate } from '@contract/privacy';
import { api } from '@web/lib/api';
import { privacyKeys } from './keys';

/** POST /api/mis-datos/pedidos: a correction she must make, or the deletion of the account. */
export const createDataRequest = (body: TDataRequestCreate) =>
  api('POST /mis-datos/pedidos', { body });

export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.mine() }),
  });
}
