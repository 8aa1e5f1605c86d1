import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { backupsKeys } from '../../api/keys';

/** POST /api/backups/clave/guardada (admin): 'Ya la guardé en un lugar seguro'. */
export const confirmBackupKeySaved = () => api('POST /backups/clave/guardada');

/**
 * After it the page reads the saved state (also after a refusal: another admin may have
 * confirmed it meanwhile), and then the key leaves the browser's memory too. In that order:
 * a key dropped while its card still shows would be fetched again, a reveal more.
 */
export function useConfirmBackupKeySaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBackupKeySaved,
    onSettled: async (_answer, error) => {
      await queryClient.invalidateQueries({ queryKey: backupsKeys.list() });
      if (!error) queryClient.removeQueries({ queryKey: backupsKeys.key() });
    },
  });
}
