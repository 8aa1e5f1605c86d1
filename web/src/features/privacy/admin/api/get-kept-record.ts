import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TKeptRecord } from '@contract/privacy';
import { api } from '@web/lib/api';
import { privacyKeys } from '../../api/keys';

/** GET /api/historias-conservadas/{id} (admin): one kept record, read-only. */
export const getKeptRecord = (id: string, signal?: AbortSignal): Promise<TKeptRecord> =>
  api('GET /historias-conservadas/:id', { params: { id }, signal });

export const keptRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: privacyKeys.kept(id),
    queryFn: ({ signal }) => getKeptRecord(id, signal),
  });

export const useKeptRecord = (id: string) => useQuery(keptRecordQueryOptions(id));
