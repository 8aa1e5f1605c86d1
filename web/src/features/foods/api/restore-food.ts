import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/** POST /api/alimentos/{id}/recuperar (admin): offers an archived food again. */
export const restoreFood = (id: string) => api('POST /alimentos/:id/recuperar', { params: { id } });

export function useRestoreFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodsKeys.all() }),
  });
}
