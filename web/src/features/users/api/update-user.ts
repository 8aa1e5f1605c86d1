import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZUserAnswerSchema } from '@contract/users';
import { apiRequest } from '../../../lib/api';

export type UserAnswer = z.infer<typeof ZUserAnswerSchema>;

/** POST /api/user/{id}: multipart; a new `galleryImage` replaces the photo. */
export function updateUser({ id, data }: { id: string; data: FormData }): Promise<UserAnswer> {
  return apiRequest<UserAnswer>(`user/${encodeURIComponent(id)}`, { method: 'POST', body: data });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async ({ user }, { id }) => {
      queryClient.setQueryData(['user', id], user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        queryClient.invalidateQueries({ queryKey: ['user', id] }),
      ]);
    },
  });
}
