import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { toFormData } from '@web/lib/form-data';
import { deliveriesKeys } from '../../api/keys';

/**
 * POST /api/entregas/{id}/archivos (admin): multipart `galleryImage` files (PDF, PNG,
 * JPEG up to 20 MB) and the optional notes; the delivery becomes 'Entregado'.
 */
export const deliver = ({ id, files, notes }: { id: string; files: File[]; notes: string }) =>
  api('POST /entregas/:id/archivos', { params: { id }, body: toFormData({ notes }, files) });

export function useDeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliver,
    onSuccess: ({ entrega }) => {
      queryClient.setQueryData(deliveriesKeys.one(entrega._id), entrega);
      return queryClient.invalidateQueries({ queryKey: deliveriesKeys.all() });
    },
  });
}
