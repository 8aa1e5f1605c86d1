import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelPolicy } from '@contract/practice';
import { api } from '@web/lib/api';
import { practiceKey } from '@web/lib/get-practice';

/**
 * POST /api/consultorio (admin) with only her cancellation policy (issue 34): the other
 * fields of the practice stay as they are.
 */
export const updateCancelPolicy = (body: CancelPolicy) => api('POST /consultorio', { body });

export function useUpdateCancelPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCancelPolicy,
    onSuccess: ({ consultorio }) => queryClient.setQueryData(practiceKey(), consultorio),
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceKey() }),
  });
}
