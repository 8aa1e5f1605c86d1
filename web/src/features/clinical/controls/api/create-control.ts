import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@web/lib/api-upload';
import type { UploadProgress } from '@web/lib/photos';
import { clinicalKeys } from '../../api/keys';

/** POST /api/new-control: multipart (fields, `userId`, `typo`, photos in `galleryImage`). */
export const createControl = ({
  data,
  onProgress,
}: {
  data: FormData;
  onProgress: (progress: UploadProgress) => void;
}) => apiUpload('POST /new-control', { body: data, onProgress });

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
