import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** DELETE /api/planes-alimentarios/{id} (admin): a draft or a template; a published plan stays. */
export const deleteMealPlan = (id: string) =>
  api('DELETE /planes-alimentarios/:id', { params: { id } });

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mealPlansKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: [...mealPlansKeys.all(), 'list'] });
    },
  });
}
