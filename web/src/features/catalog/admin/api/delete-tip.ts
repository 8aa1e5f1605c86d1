import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTip } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

/** DELETE /api/tip/{id} (admin): also removes its images. */
export const deleteTip = (id: string) =>
  apiRequest<{ message: string; tips: TTip[] }>(`tip/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useDeleteTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTip,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['tip', id] });
      await queryClient.invalidateQueries({ queryKey: ['tips'] });
    },
  });
}
