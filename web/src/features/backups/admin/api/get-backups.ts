import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBackupsAnswer } from '@contract/backups';
import { api } from '@web/lib/api';
import { backupsKeys } from '../../api/keys';

/** GET /api/backups (admin): the recent runs, the last good one, where they are kept. */
export const getBackups = (signal?: AbortSignal): Promise<TBackupsAnswer> =>
  api('GET /backups', { signal });

/** While a run is going (the daily one, or one another admin asked for), its end shows by itself. */
export const RUNNING_REFRESH_MS = 5_000;

export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: backupsKeys.list(),
    queryFn: ({ signal }) => getBackups(signal),
    refetchInterval: (query) =>
      query.state.data?.runs.some((r) => r.status === 'running') ? RUNNING_REFRESH_MS : false,
  });

export const useBackups = () => useQuery(backupsQueryOptions());
