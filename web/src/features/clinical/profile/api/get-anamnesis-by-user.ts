import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/anamnesis-by-user-id/{id}: the client's anamnesis, or null before the first one. */
export const getAnamnesisByUser = async (userId: string, signal?: AbortSignal) =>
  (await api('GET /anamnesis-by-user-id/:id', { params: { id: userId }, signal })).anamnesis;

export function anamnesisByUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clinicalKeys.anamnesisByUser(userId),
    queryFn: ({ signal }) => getAnamnesisByUser(userId, signal),
  });
}

export function useAnamnesisByUser(userId: string, enabled = true) {
  return useQuery({ ...anamnesisByUserQueryOptions(userId), enabled });
}
