import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecipe } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

export type RecipeSaved = { message: string; receta: TRecipe };

/** PUT /api/receta/{id} (admin): multipart; new `galleryImage` files are appended. */
export const updateRecipe = ({ id, data }: { id: string; data: FormData }) =>
  apiRequest<RecipeSaved>(`receta/${encodeURIComponent(id)}`, { method: 'PUT', body: data });

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recipes'] }),
        queryClient.invalidateQueries({ queryKey: ['recipe', id] }),
      ]),
  });
}
