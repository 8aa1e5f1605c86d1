import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlan } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

export type PlanSaved = { message: string; plan: TPlan };

/** POST /api/new-plan (admin): multipart; images in `galleryImage`. */
export const createPlan = (data: FormData) =>
  apiRequest<PlanSaved>('new-plan', { method: 'POST', body: data });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
