import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * GET /api/calendar?from&to: the live events of one visible range (at most 62 days):
 * someone else's as 'No disponible', the viewer's own (and all, for the admin) in full.
 */
export const getCalendar = async (from: string, to: string, signal?: AbortSignal) =>
  (await api('GET /calendar', { query: { from, to }, signal })).calendar;

export function useCalendar(range: { from: string; to: string }) {
  return useQuery({
    queryKey: agendaKeys.range(range.from, range.to),
    queryFn: ({ signal }) => getCalendar(range.from, range.to, signal),
    // The last week stays in sight, under the loading indicator, while the next one loads.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
