import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { catalogKeys } from './keys';

export const getTips = () => api('GET /tips');

export const tipsQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.tips(), queryFn: getTips, select: (d) => d.tips });

export const useTips = () => useQuery(tipsQueryOptions());
