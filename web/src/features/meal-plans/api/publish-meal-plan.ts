import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/**
 * POST /api/planes-alimentarios/{id}/publicar (admin): a new version, its PDF in the
 * delivery (now 'Entregado') and an e-mail to the client.
 */
export const publishMealPlan = (id: string) =>
  api('POST /planes-alimentarios/:id/publicar', { params: { id } });

export function usePublishMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishMealPlan,
    onSuccess: ({ plan }) => {
      queryClient.setQueryData(mealPlansKeys.one(plan._id), plan);
      // The delivery changed too (state, files): everything that lists it reloads.
      return queryClient.invalidateQueries();
    },
  });
}
