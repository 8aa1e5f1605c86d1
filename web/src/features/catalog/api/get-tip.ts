import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTip } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

export const getTip = (id: string) => apiRequest<{ tip: TTip }>(`tip/${id}`);

export const tipQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['tip', id], queryFn: () => getTip(id), select: (d) => d.tip });

export const useTip = (id: string | undefined) =>
  useQuery({ ...tipQueryOptions(id ?? ''), enabled: Boolean(id) });
