import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecipe } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

export const getRecipe = (id: string) => apiRequest<{ receta: TRecipe }>(`receta/${id}`);

export const recipeQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['recipe', id], queryFn: () => getRecipe(id), select: (d) => d.receta });

export const useRecipe = (id: string | undefined) =>
  useQuery({ ...recipeQueryOptions(id ?? ''), enabled: Boolean(id) });
