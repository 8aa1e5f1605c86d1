import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { backupsKeys } from '../../api/keys';

/** POST /api/backups (admin): makes one now and answers when it is done (409 while one runs). */
export const createBackup = () => api('POST /backups');

/**
 * `onMade` lets the page refresh what another feature shows of the backups ('Hoy''s
 * warning). The list is refreshed whatever happened: a failed run is listed too.
 */
export function useCreateBackup(onMade?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBackup,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: backupsKeys.all() }), onMade?.()]),
  });
}
