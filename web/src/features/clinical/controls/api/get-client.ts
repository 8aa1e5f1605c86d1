import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/user/{id}: whose controls these are (the page names them for the admin). */
export const getClient = async (id: string, signal?: AbortSignal) =>
  (await api('GET /user/:id', { params: { id }, signal })).user;

export function clientQueryOptions(id: string) {
  return queryOptions({
    queryKey: clinicalKeys.client(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });
}

export function useClient(id: string | undefined, enabled = true) {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id) && enabled });
}
