import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { usersKeys } from '../../api/keys';

/** POST /api/new-user-by-admin: multipart (fields plus photo in `galleryImage`). */
export const createUser = (data: FormData) => api('POST /new-user-by-admin', { body: data });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(usersKeys.one(user._id), user);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all() });
    },
  });
}
