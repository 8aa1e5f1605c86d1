import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** PUT /api/receta/{id} (admin): multipart; new `galleryImage` files are appended. */
export const updateRecipe = ({ id, data }: { id: string; data: FormData }) =>
  api('PUT /receta/:id', { params: { id }, body: data });

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.recipes() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.recipe(id) }),
      ]),
  });
}
