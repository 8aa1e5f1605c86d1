import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/** DELETE /api/alimentos/{id} (admin): archives it; the plans that name it keep it. */
export const archiveFood = (id: string) => api('DELETE /alimentos/:id', { params: { id } });

export function useArchiveFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodsKeys.all() }),
  });
}
