import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** DELETE /api/receta/{id} (admin): also removes its images and paid files. */
export const deleteRecipe = (id: string) => api('DELETE /receta/:id', { params: { id } });

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: catalogKeys.recipe(id) });
      queryClient.removeQueries({ queryKey: catalogKeys.files(id) });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.recipes() });
    },
  });
}
