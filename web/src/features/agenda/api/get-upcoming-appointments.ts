import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useOfflineQuery } from '@web/lib/offline-copy';
import { agendaKeys } from './keys';

/**
 * GET /api/calendar/user/{id}: the client's live appointments still to come, soonest
 * first, with the consulting room and whether the viewer may cancel each one.
 */
export const getUpcomingAppointments = (userId: string, signal?: AbortSignal) =>
  api('GET /calendar/user/:id', { params: { id: userId }, signal });

export const upcomingAppointmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: agendaKeys.upcoming(userId),
    queryFn: ({ signal }) => getUpcomingAppointments(userId, signal),
  });

/** Kept on the phone too: the next appointment opens without signal (issue 32). */
export function useUpcomingAppointments(userId: string) {
  return useOfflineQuery(upcomingAppointmentsQueryOptions(userId), `turnos:${userId}`);
}
