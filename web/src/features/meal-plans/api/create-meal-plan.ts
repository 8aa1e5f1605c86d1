import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMealPlanCreate } from '@contract/meal-plans';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** POST /api/planes-alimentarios (admin): a client's plan (from a template or plan: fromId) or a template. */
export const createMealPlan = (body: TMealPlanCreate) => api('POST /planes-alimentarios', { body });

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMealPlan,
    onSuccess: ({ plan }) => {
      queryClient.setQueryData(mealPlansKeys.one(plan._id), plan);
      return queryClient.invalidateQueries({ queryKey: [...mealPlansKeys.all(), 'list'] });
    },
  });
}
