import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** DELETE /api/tip/{id} (admin): also removes its images. */
export const deleteTip = (id: string) => api('DELETE /tip/:id', { params: { id } });

export function useDeleteTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTip,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.tip(id) });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.tips() });
    },
  });
}
