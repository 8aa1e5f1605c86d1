import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, SIGNED_LINKS_REFRESH_MS } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/controls/{id}: one control, with signed links to its photos. */
export const getControl = async (id: string, signal?: AbortSignal) =>
  (await api('GET /controls/:id', { params: { id }, signal })).control;

export function controlQueryOptions(id: string) {
  return queryOptions({
    queryKey: clinicalKeys.control(id),
    queryFn: ({ signal }) => getControl(id, signal),
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });
}

export function useControl(id: string | undefined) {
  return useQuery({ ...controlQueryOptions(id ?? ''), enabled: Boolean(id) });
}
