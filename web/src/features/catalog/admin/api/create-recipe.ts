import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecipe } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';

export type RecipeSaved = { message: string; receta: TRecipe };

/** POST /api/new-receta (admin): multipart; images in `galleryImage`. */
export const createRecipe = (data: FormData) =>
  apiRequest<RecipeSaved>('new-receta', { method: 'POST', body: data });

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recipes'] }),
  });
}
