import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMealPlanUpdate } from '@contract/meal-plans';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** PUT /api/planes-alimentarios/{id} (admin): the draft; the client sees it once published. */
export const updateMealPlan = ({ id, body }: { id: string; body: TMealPlanUpdate }) =>
  api('PUT /planes-alimentarios/:id', { params: { id }, body });

export function useUpdateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMealPlan,
    onSuccess: ({ plan }) => {
      queryClient.setQueryData(mealPlansKeys.one(plan._id), plan);
      return queryClient.invalidateQueries({ queryKey: [...mealPlansKeys.all(), 'list'] });
    },
  });
}
