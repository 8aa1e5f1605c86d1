import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TKeptRecordSummary } from '@contract/privacy';
import { api } from '@web/lib/api';
import { privacyKeys } from '../../api/keys';

/** GET /api/historias-conservadas (admin): the clinical records erasures kept, newest first. */
export const getKeptRecords = async (signal?: AbortSignal): Promise<TKeptRecordSummary[]> =>
  (await api('GET /historias-conservadas', { signal })).records;

export const keptRecordsQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.keptList(),
    queryFn: ({ signal }) => getKeptRecords(signal),
  });

export const useKeptRecords = () => useQuery(keptRecordsQueryOptions());
