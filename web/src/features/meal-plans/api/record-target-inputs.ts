import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnergyMethod, TTargetRecord } from '@contract/meal-plans';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/**
 * PUT /api/planes-alimentarios/objetivo/{userId} (admin): what she types in the builder
 * where the target lacks it, saved to the client's record; answers the proposal again.
 */
export const recordTargetInputs = ({
  userId,
  metodo,
  body,
}: {
  userId: string;
  metodo: TEnergyMethod;
  body: TTargetRecord;
}) =>
  api('PUT /planes-alimentarios/objetivo/:id', { params: { id: userId }, query: { metodo }, body });

/**
 * The client's record changed: the other features' copies of it (the profile's ['user', id],
 * the admin list's ['users', …], the clinical forms' ['client', id], the controls under
 * ['clinical', …]) are matched by the first element of their keys, since this feature may
 * not import theirs, and read again when next shown.
 */
const RECORD_CACHES = new Set(['user', 'users', 'client', 'clinical']);

export function useRecordTargetInputs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTargetInputs,
    onSuccess: async ({ objetivo }, { userId }) => {
      queryClient.setQueryData(mealPlansKeys.target(userId, objetivo.method), objetivo);
      await Promise.all([
        // The other method's proposal is computed from the same record.
        queryClient.invalidateQueries({
          queryKey: ['meal-plans', 'target', userId],
          predicate: ({ queryKey }) => queryKey[3] !== objetivo.method,
        }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => RECORD_CACHES.has(String(queryKey[0])),
          refetchType: 'none',
        }),
      ]);
    },
  });
}
