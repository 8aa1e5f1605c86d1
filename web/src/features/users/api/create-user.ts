import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZUserAnswerSchema } from '@contract/users';
import { apiRequest } from '../../../lib/api';

export type UserAnswer = z.infer<typeof ZUserAnswerSchema>;

/** POST /api/new-user-by-admin: multipart (fields plus photo in `galleryImage`). */
export function createUser(data: FormData): Promise<UserAnswer> {
  return apiRequest<UserAnswer>('new-user-by-admin', { method: 'POST', body: data });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(['user', user._id], user);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
