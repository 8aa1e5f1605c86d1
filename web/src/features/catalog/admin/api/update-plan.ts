import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** PUT /api/plans/{id} (admin): multipart; new `galleryImage` files are appended to `avatar`, and an `avatar` list, when sent, keeps only those stored names. */
export const updatePlan = ({ id, data }: { id: string; data: FormData }) =>
  api('PUT /plans/:id', { params: { id }, body: data });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.plans() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.plan(id) }),
      ]),
  });
}
