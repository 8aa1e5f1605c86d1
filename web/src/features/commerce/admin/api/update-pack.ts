import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPackInput } from '@contract/credits';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** PUT /api/packs/{id} (admin): the whole pack; sales already made keep what they gave. */
export const updatePack = ({ id, body }: { id: string; body: TPackInput }) =>
  api('PUT /packs/:id', { params: { id }, body });

export function useUpdatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.packs() }),
  });
}
