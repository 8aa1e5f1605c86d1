import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { usersKeys } from '../../api/keys';

/** DELETE /api/user/{id} (admin). */
export const deleteUser = (id: string) => api('DELETE /user/:id', { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: usersKeys.one(id) });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all() });
    },
  });
}
