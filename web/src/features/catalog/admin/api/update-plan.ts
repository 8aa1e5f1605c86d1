import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPlan } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

export type PlanSaved = { message: string; plan: TPlan };

/**
 * PUT /api/plans/{id} (admin): multipart; new `galleryImage` files are appended to
 * `avatar`, and an `avatar` list, when sent, keeps only those stored names.
 */
export const updatePlan = ({ id, data }: { id: string; data: FormData }) =>
  apiRequest<PlanSaved>(`plans/${encodeURIComponent(id)}`, { method: 'PUT', body: data });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
        queryClient.invalidateQueries({ queryKey: ['plan', id] }),
      ]),
  });
}
