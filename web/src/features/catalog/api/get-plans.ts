import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from './keys';

export const getPlans = (type?: string) => api('GET /plans', { query: { type } });

export const plansQueryOptions = (type?: string) =>
  queryOptions({
    queryKey: catalogKeys.planList(type),
    queryFn: () => getPlans(type),
    select: (d) => d.planes,
  });

export const usePlans = (type?: string) => useQuery(plansQueryOptions(type));
