import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFoodInput } from '@contract/foods';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/** PUT /api/alimentos/{id} (admin): the whole food, as the form holds it. */
export const updateFood = ({ id, body }: { id: string; body: TFoodInput }) =>
  api('PUT /alimentos/:id', { params: { id }, body });

export function useUpdateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodsKeys.all() }),
  });
}
