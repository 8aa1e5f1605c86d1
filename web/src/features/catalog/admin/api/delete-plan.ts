import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** DELETE /api/plan/{id} (admin): also removes its images and paid files. */
export const deletePlan = (id: string) => api('DELETE /plan/:id', { params: { id } });

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.plan(id) });
      queryClient.removeQueries({ queryKey: catalogKeys.files(id) });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.plans() });
    },
  });
}
