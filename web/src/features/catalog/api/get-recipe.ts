import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from './keys';

export const getRecipe = (id: string) => api('GET /receta/:id', { params: { id } });

export const recipeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.recipe(id),
    queryFn: () => getRecipe(id),
    select: (d) => d.receta,
  });

export const useRecipe = (id: string | undefined) =>
  useQuery({ ...recipeQueryOptions(id ?? ''), enabled: Boolean(id) });
