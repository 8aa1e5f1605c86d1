import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from '../../api/keys';

/** POST /api/new-receta (admin): multipart; images in `galleryImage`. */
export const createRecipe = (data: FormData) => api('POST /new-receta', { body: data });

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.recipes() }),
  });
}
