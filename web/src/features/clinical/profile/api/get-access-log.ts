import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/clinical-access-log/{id} (admin): who of the back office read this client's records. */
export const getAccessLog = async (userId: string, signal?: AbortSignal) =>
  (await api('GET /clinical-access-log/:id', { params: { id: userId }, signal })).entries;

export function accessLogQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clinicalKeys.accessLog(userId),
    queryFn: ({ signal }) => getAccessLog(userId, signal),
  });
}

export function useAccessLog(userId: string, enabled: boolean) {
  return useQuery({ ...accessLogQueryOptions(userId), enabled });
}
