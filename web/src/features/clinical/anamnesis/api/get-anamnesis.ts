import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAnamnesis } from '@contract/clinical';
import { api } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/anamnesis/{id}: one anamnesis by its own id (the edit page's address). */
export async function getAnamnesis(id: string, signal?: AbortSignal): Promise<TAnamnesis> {
  return (await api('GET /anamnesis/:id', { params: { id }, signal })).anamnesis;
}

export function anamnesisQueryOptions(id: string) {
  return queryOptions({
    queryKey: clinicalKeys.anamnesis(id),
    queryFn: ({ signal }) => getAnamnesis(id, signal),
  });
}

export function useAnamnesis(id: string, enabled = true) {
  return useQuery({ ...anamnesisQueryOptions(id), enabled });
}
