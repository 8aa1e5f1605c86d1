import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { foodsKeys } from './keys';

/** The multipart field the server reads the CSV from. */
export const FOOD_CSV_FIELD = 'archivo';

/**
 * POST /api/alimentos/importar (admin): the CSV read row by row. Without `confirm` it is
 * only the preview and changes nothing; with it the valid rows are stored.
 */
export function importFoods({ file, confirm }: { file: File; confirm: boolean }) {
  const body = new FormData();
  body.append(FOOD_CSV_FIELD, file, file.name);
  return api('POST /alimentos/importar', {
    query: { confirmar: confirm ? '1' : undefined },
    body,
  });
}

export function useImportFoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFoods,
    onSuccess: async (answer) => {
      if (answer.stored) await queryClient.invalidateQueries({ queryKey: foodsKeys.all() });
    },
  });
}
