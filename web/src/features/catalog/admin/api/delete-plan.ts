import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlan } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

/** DELETE /api/plan/{id} (admin): also removes its images and paid files. */
export const deletePlan = (id: string) =>
  apiRequest<{ message: string; planes: TPlan[] }>(`plan/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['plan', id] });
      queryClient.removeQueries({ queryKey: ['files', id] });
      await queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
  });
}
