import { useQueryClient } from '@tanstack/react-query';
import { apiFile } from '@web/lib/api';
import { useDownload } from '@web/lib/download';
import { saveFile } from '@web/lib/save-file';
import { backupsKeys } from '../../api/keys';

/**
 * GET /api/backups/:id/archivo (admin): a copy's archive, under the name the server gives
 * it. The session is a bearer token kept in storage, not a cookie, so a plain link could
 * not fetch it: it is read as a blob and handed to the browser as a download.
 */
export async function downloadBackup(id: string): Promise<void> {
  const { blob, filename } = await apiFile('GET /backups/:id/archivo', { params: { id } });
  saveFile(blob, filename ?? 'copia-de-seguridad.tar.gz.cifrada');
}

/**
 * 'Descargar' on click: which copy is on its way, a warning in the server's words if it
 * fails, and the list refreshed after (its 'Última descarga', or the copy gone).
 */
export function useDownloadBackup() {
  const queryClient = useQueryClient();
  return useDownload(async (id) => {
    try {
      await downloadBackup(id);
    } finally {
      // Also after a refusal: a copy pruned meanwhile leaves the list.
      await queryClient.invalidateQueries({ queryKey: backupsKeys.all() });
    }
  });
}
