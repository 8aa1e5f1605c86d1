import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TManualAssignBody } from '@contract/commerce';
import { api } from '@web/lib/api';
import { commerceKeys } from '../../api/keys';

/** POST /api/manualsuccess: the plan is assigned as a 'Manual' sale for the amount charged (0: 'Sin cargo'). */
export const assignPlan = (body: TManualAssignBody) => api('POST /manualsuccess', { body });

export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPlan,
    onSuccess: async (_answer, { userId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commerceKeys.allSales() }),
        queryClient.invalidateQueries({ queryKey: commerceKeys.purchases(userId) }),
      ]);
    },
  });
}
