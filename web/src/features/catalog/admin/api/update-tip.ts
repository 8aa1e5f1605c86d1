import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** PUT /api/tip/{id} (admin): multipart; new `galleryImage` files are appended. */
export const updateTip = ({ id, data }: { id: string; data: FormData }) =>
  api('PUT /tip/:id', { params: { id }, body: data });

export function useUpdateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTip,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.tips() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.tip(id) }),
      ]),
  });
}
