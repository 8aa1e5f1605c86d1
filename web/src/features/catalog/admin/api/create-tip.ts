import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTip } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

export type TipSaved = { message: string; tip: TTip };

/** POST /api/new-tip (admin): multipart; images in `galleryImage`. */
export const createTip = (data: FormData) =>
  apiRequest<TipSaved>('new-tip', { method: 'POST', body: data });

export function useCreateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tips'] }),
  });
}
