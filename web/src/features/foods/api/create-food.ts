import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFoodInput } from '@contract/foods';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/** POST /api/alimentos (admin): a new food. */
export const createFood = (body: TFoodInput) => api('POST /alimentos', { body });

export function useCreateFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foodsKeys.all() }),
  });
}
