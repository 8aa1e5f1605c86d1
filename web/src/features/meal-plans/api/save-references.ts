import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNutrientReferences } from '@contract/nutrient-references';
import { api } from '@web/lib/api';
import { mealPlansKeys } from './keys';

/** PUT /api/planes-alimentarios/referencias (admin): her reference values for a day (issue 35). */
export const saveReferences = (body: TNutrientReferences) =>
  api('PUT /planes-alimentarios/referencias', { body });

export function useSaveReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferences,
    // Every plan's answer carries them: the builder's and the client's pages say days against them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlansKeys.all() }),
  });
}
