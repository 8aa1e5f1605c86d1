import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecipeComposition } from '@contract/meal-plans';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** PUT /api/planes-alimentarios/recetas/{id} (admin): the servings a recipe makes and its ingredients. */
export const saveRecipeComposition = ({
  recipeId,
  body,
}: {
  recipeId: string;
  body: TRecipeComposition;
}) => api('PUT /planes-alimentarios/recetas/:id', { params: { id: recipeId }, body });

export function useSaveRecipeComposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipeComposition,
    // The picker and every draft's totals count the recipe as it is now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlansKeys.all() }),
  });
}
