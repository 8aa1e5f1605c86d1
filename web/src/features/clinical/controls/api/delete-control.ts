import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** DELETE /api/control/{id}: answers the client's remaining controls. */
export const deleteControl = (id: string) => api('DELETE /control/:id', { params: { id } });

export function useDeleteControl(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteControl,
    onSuccess: async (answer, id) => {
      queryClient.removeQueries({ queryKey: clinicalKeys.control(id) });
      // The answer is the remaining list: the card goes at once, fresh links follow.
      queryClient.setQueryData(clinicalKeys.controlsByUser(userId), answer.controls);
      await queryClient.invalidateQueries({ queryKey: clinicalKeys.controlsByUser(userId) });
    },
  });
}
