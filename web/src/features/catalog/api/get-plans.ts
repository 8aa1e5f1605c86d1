import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlan } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

export const getPlans = (type?: string) =>
  apiRequest<{ planes: TPlan[] }>('plans', { query: { type } });

export const plansQueryOptions = (type?: string) =>
  queryOptions({
    queryKey: ['plans', { type }],
    queryFn: () => getPlans(type),
    select: (d) => d.planes,
  });

export const usePlans = (type?: string) => useQuery(plansQueryOptions(type));
