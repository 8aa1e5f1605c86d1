import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TControlForm } from '@contract/clinical';
import { api } from '../../../../lib/api';
import { clinicalKeys } from '../../api/keys';

/**
 * PUT /api/controls/{id}: multipart (`avatar` names the stored photos to keep, new ones
 * in `galleryImage`), or JSON, which can also clear a field by sending it as null.
 */
export const updateControl = ({ id, data }: { id: string; data: FormData | TControlForm }) =>
  api('PUT /controls/:id', { params: { id }, body: data });

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
