import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** POST /api/new-plan (admin): multipart; images in `galleryImage`. */
export const createPlan = (data: FormData) => api('POST /new-plan', { body: data });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.plans() }),
  });
}
