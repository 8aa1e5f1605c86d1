import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from './keys';

/** `q` searches title and description, ignoring accents (server side). */
export const getRecipes = (q?: string) => api('GET /receta', { query: { q } });

export const recipesQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: catalogKeys.recipeList(q),
    queryFn: () => getRecipes(q),
    select: (d) => d.recetas,
  });

export const useRecipes = (q?: string) => useQuery(recipesQueryOptions(q));
