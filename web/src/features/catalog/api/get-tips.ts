import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTip } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

export const getTips = () => apiRequest<{ tips: TTip[] }>('tips');

export const tipsQueryOptions = () =>
  queryOptions({ queryKey: ['tips'], queryFn: getTips, select: (d) => d.tips });

export const useTips = () => useQuery(tipsQueryOptions());
