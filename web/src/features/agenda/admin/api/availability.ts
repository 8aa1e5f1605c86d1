import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAvailabilitySaved, TAvailabilitySettings, TDayOffInput } from '@contract/agenda';
import { api } from '@web/lib/api';
import { agendaKeys } from '../../api/keys';

/**
 * Her availability (issue 20), the admin's side: GET agenda/disponibilidad and the changes,
 * each answering the overview as it now is (which replaces the cached one), and making
 * every calendar ask again for its free slots.
 */
export function useAvailability() {
  return useQuery({
    queryKey: agendaKeys.availability(),
    queryFn: ({ signal }) => api('GET /agenda/disponibilidad', { signal }),
  });
}

function useAvailabilityChange<V>(send: (v: V) => Promise<TAvailabilitySaved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ msg: _msg, ...overview }) =>
      queryClient.setQueryData(agendaKeys.availability(), overview),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}

/** PUT agenda/disponibilidad: her hours, length, buffer, notice and horizon. */
export const useSaveAvailability = () =>
  useAvailabilityChange((body: TAvailabilitySettings) =>
    api('PUT /agenda/disponibilidad', { body }),
  );

/** POST agenda/dias-libres: a day or a range she does not work. */
export const useAddDayOff = () =>
  useAvailabilityChange((body: TDayOffInput) => api('POST /agenda/dias-libres', { body }));

/** DELETE agenda/dias-libres/{id}. */
export const useRemoveDayOff = () =>
  useAvailabilityChange((id: string) => api('DELETE /agenda/dias-libres/:id', { params: { id } }));

/** PUT (open) or DELETE (block again) agenda/feriados/{day}. */
export const useSetHoliday = () =>
  useAvailabilityChange(({ day, open }: { day: string; open: boolean }) =>
    open
      ? api('PUT /agenda/feriados/:day', { params: { day } })
      : api('DELETE /agenda/feriados/:day', { params: { day } }),
  );
