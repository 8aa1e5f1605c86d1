import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@contract/dashboard';
import { api } from '@web/lib/api';
import { dashboardKeys } from './keys';

/** GET /api/resumen (admin): her day in one answer. */
export const getDashboard = async (signal?: AbortSignal): Promise<TDashboard> =>
  api('GET /resumen', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.today(),
    queryFn: ({ signal }) => getDashboard(signal),
    // Her day moves on while the tab is open: a new sale, a message.
    refetchInterval: 5 * 60_000,
    // Read again whenever 'Hoy' opens: a control she just opened elsewhere leaves its list.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
