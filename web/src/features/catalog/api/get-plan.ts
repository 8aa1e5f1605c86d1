import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from './keys';

export const getPlan = (id: string) => api('GET /plans/:id', { params: { id } });

export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.plan(id),
    queryFn: () => getPlan(id),
    select: (d) => d.plan,
  });

export const usePlan = (id: string | undefined) =>
  useQuery({ ...planQueryOptions(id ?? ''), enabled: Boolean(id) });
