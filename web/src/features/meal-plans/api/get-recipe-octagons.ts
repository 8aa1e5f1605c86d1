import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /api/receta/{id}/octogonos (public; issue 35): her recipe's octagons, when she shows them. */
export const getRecipeOctagons = (id: string, signal?: AbortSignal) =>
  api('GET /receta/:id/octogonos', { params: { id }, signal });

export const useRecipeOctagons = (id: string) =>
  useQuery({
    queryKey: ['recipe-octagons', id],
    queryFn: ({ signal }) => getRecipeOctagons(id, signal),
  });
