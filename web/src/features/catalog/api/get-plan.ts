import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlan } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

export const getPlan = (id: string) => apiRequest<{ plan: TPlan }>(`plans/${id}`);

export const planQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['plan', id], queryFn: () => getPlan(id), select: (d) => d.plan });

export const usePlan = (id: string | undefined) =>
  useQuery({ ...planQueryOptions(id ?? ''), enabled: Boolean(id) });
