import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { messagesKeys } from './keys';

/** GET /api/mensajes/no-leidos: how many messages wait for the signed-in person. */
export const getUnreadCount = async (signal?: AbortSignal) =>
  (await api('GET /mensajes/no-leidos', { signal })).count;

export function unreadCountQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: messagesKeys.unread(viewerId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** The top bar's count; asks nothing without a session (`viewerId` undefined). */
export function useUnreadCount(viewerId: string | undefined) {
  return useQuery({ ...unreadCountQueryOptions(viewerId ?? ''), enabled: Boolean(viewerId) });
}
