import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecipe } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

/** `q` searches title and description, ignoring accents (server side). */
export const getRecipes = (q?: string) =>
  apiRequest<{ recetas: TRecipe[] }>('receta', { query: { q } });

export const recipesQueryOptions = (q?: string) =>
  queryOptions({
    queryKey: ['recipes', { q }],
    queryFn: () => getRecipes(q),
    select: (d) => d.recetas,
  });

export const useRecipes = (q?: string) => useQuery(recipesQueryOptions(q));
