import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** POST /api/new-control: multipart (fields, `userId`, `typo`, photos in `galleryImage`). */
export const createControl = (data: FormData) => api('POST /new-control', { body: data });

export function useCreateControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createControl,
    onSuccess: async ({ control }) => {
      queryClient.setQueryData(clinicalKeys.control(control._id), control);
      await queryClient.invalidateQueries({
        queryKey: clinicalKeys.controlsByUser(control.userId),
      });
    },
  });
}
