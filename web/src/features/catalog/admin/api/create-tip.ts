import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** POST /api/new-tip (admin): multipart; images in `galleryImage`. */
export const createTip = (data: FormData) => api('POST /new-tip', { body: data });

export function useCreateTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.tips() }),
  });
}
