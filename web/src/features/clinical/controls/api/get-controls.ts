import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, SIGNED_LINKS_REFRESH_MS } from '@web/lib/api';
import { clinicalKeys } from '../../api/keys';

/** GET /api/controls-by-user-id/{id}: a client's controls, newest first (their own, or any for the admin). */
export const getControls = async (userId: string, signal?: AbortSignal) =>
  (await api('GET /controls-by-user-id/:id', { params: { id: userId }, signal })).controls;

export function controlsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clinicalKeys.controlsByUser(userId),
    queryFn: ({ signal }) => getControls(userId, signal),
    // The photo links in the answer expire: fetch new ones while the page stays open.
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });
}

export function useControls(userId: string | undefined) {
  return useQuery({ ...controlsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
