import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { usersKeys } from './keys';

/** POST /api/user/{id}: multipart; a new `galleryImage` replaces the photo. */
export const updateUser = ({ id, data }: { id: string; data: FormData }) =>
  api('POST /user/:id', { params: { id }, body: data });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async ({ user }, { id }) => {
      queryClient.setQueryData(usersKeys.one(id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all() }),
        queryClient.invalidateQueries({ queryKey: usersKeys.one(id) }),
      ]);
    },
  });
}
