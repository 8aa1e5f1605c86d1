import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from './keys';

export const getTip = (id: string) => api('GET /tip/:id', { params: { id } });

export const tipQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogKeys.tip(id), queryFn: () => getTip(id), select: (d) => d.tip });

export const useTip = (id: string | undefined) =>
  useQuery({ ...tipQueryOptions(id ?? ''), enabled: Boolean(id) });
