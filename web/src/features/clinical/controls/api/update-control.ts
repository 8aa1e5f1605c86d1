import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@web/lib/api-upload';
import type { UploadProgress } from '@web/lib/photos';
import { clinicalKeys } from '../../api/keys';

/**
 * PUT /api/controls/{id}: multipart (`avatar` names the stored photos to keep, new ones
 * in `galleryImage`; a field sent empty is cleared).
 */
export const updateControl = ({
  id,
  data,
  onProgress,
}: {
  id: string;
  data: FormData;
  onProgress: (progress: UploadProgress) => void;
}) => apiUpload('PUT /controls/:id', { params: { id }, body: data, onProgress });

export function useUpdateControl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateControl,
    onSuccess: async ({ control }) => {
      queryClient.setQueryData(clinicalKeys.control(control._id), control);
      await queryClient.invalidateQueries({
        queryKey: clinicalKeys.controlsByUser(control.userId),
      });
    },
  });
}
