import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecipe } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

/** DELETE /api/receta/{id} (admin): also removes its images and paid files. */
export const deleteRecipe = (id: string) =>
  apiRequest<{ message: string; recetas: TRecipe[] }>(`receta/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['recipe', id] });
      queryClient.removeQueries({ queryKey: ['files', id] });
      await queryClient.invalidateQueries({ queryKey: ['recipes'] });
    },
  });
}
