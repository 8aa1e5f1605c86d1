import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttendance } from '@contract/agenda';
import { api } from '@web/lib/api';
import { agendaKeys } from '../../api/keys';

/** PUT /api/calendar/{id}/asistencia (admin, issue 34): whether the client came to a turno that started. */
export const markAttendance = (id: string, asistencia: TAttendance) =>
  api('PUT /calendar/:id/asistencia', { params: { id }, body: { asistencia } });

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, asistencia }: { id: string; asistencia: TAttendance }) =>
      markAttendance(id, asistencia),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agendaKeys.all() }),
  });
}
