import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTip } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

export type TipSaved = { message: string; tip: TTip };

/** PUT /api/tip/{id} (admin): multipart; new `galleryImage` files are appended. */
export const updateTip = ({ id, data }: { id: string; data: FormData }) =>
  apiRequest<TipSaved>(`tip/${encodeURIComponent(id)}`, { method: 'PUT', body: data });

export function useUpdateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTip,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tips'] }),
        queryClient.invalidateQueries({ queryKey: ['tip', id] }),
      ]),
  });
}
