import { useQueryClient } from '@tanstack/react-query';
import BackupsPage from '@web/features/backups/admin/pages/BackupsPage';
import { dashboardKeys } from '@web/features/dashboard/api/keys';

/** /auth/copias-de-seguridad: a copy made here clears 'Hoy''s warning at once. */
export default function BackupsRoute() {
  const queryClient = useQueryClient();
  return (
    <BackupsPage onMade={() => queryClient.invalidateQueries({ queryKey: dashboardKeys.all() })} />
  );
}
