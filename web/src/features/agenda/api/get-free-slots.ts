import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { agendaKeys } from './keys';

/**
 * GET /api/disponibilidad?desde&hasta: the slots a client may book now, as the server's one
 * rule of her availability decides (hours, days off, holidays, notice, horizon, buffer).
 */
export const getFreeSlots = async (desde: string, hasta: string, signal?: AbortSignal) =>
  (await api('GET /disponibilidad', { query: { desde, hasta }, signal })).slots;

export function useFreeSlots(range: { desde: string; hasta: string }, enabled: boolean) {
  return useQuery({
    queryKey: agendaKeys.free(range.desde, range.hasta),
    queryFn: ({ signal }) => getFreeSlots(range.desde, range.hasta, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
