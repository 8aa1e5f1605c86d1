import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPackInput } from '@contract/credits';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** POST /api/packs (admin): a new pack of controls. */
export const createPack = (body: TPackInput) => api('POST /packs', { body });

export function useCreatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPack,
    // Her list and the Turnos page's offer both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.packs() }),
  });
}
