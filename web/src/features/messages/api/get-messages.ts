import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { messagesKeys } from './keys';

/**
 * GET /api/getMessagesByUserId/{id}: a client's whole conversation, oldest first; for
 * the admin's own id, her inbox (the latest messages of every conversation, newest first).
 */
export const getMessages = async (userId: string, signal?: AbortSignal) =>
  (await api('GET /getMessagesByUserId/:id', { params: { id: userId }, signal })).mensajes;

export function messagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: messagesKeys.byUser(userId),
    queryFn: ({ signal }) => getMessages(userId, signal),
    // A conversation is read while the other side may be writing.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useMessages(userId: string) {
  return useQuery(messagesQueryOptions(userId));
}
