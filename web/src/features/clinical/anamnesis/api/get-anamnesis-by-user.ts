import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnamnesis } from '@contract/clinical';
import { api } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/anamnesis-by-user-id/{id}: the client's anamnesis, or null when there is none yet. */
export async function getAnamnesisByUser(
  userId: string,
  signal?: AbortSignal,
): Promise<TAnamnesis | null> {
  return (await api('GET /anamnesis-by-user-id/:id', { params: { id: userId }, signal })).anamnesis;
}

export function anamnesisByUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clinicalKeys.anamnesisByUser(userId),
    queryFn: ({ signal }) => getAnamnesisByUser(userId, signal),
  });
}

export function useAnamnesisByUser(userId: string, enabled = true) {
  return useQuery({ ...anamnesisByUserQueryOptions(userId), enabled });
}
