import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZUserDeletedSchema } from '@contract/users';
import { apiRequest } from '../../../lib/api';

export type UserDeletedAnswer = z.infer<typeof ZUserDeletedSchema>;

/** DELETE /api/user/{id} (admin). */
export function deleteUser(id: string): Promise<UserDeletedAnswer> {
  return apiRequest<UserDeletedAnswer>(`user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['user', id] });
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
