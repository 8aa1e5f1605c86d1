import { apiFile } from '@web/lib/api';
import { useDownload } from '@web/lib/download';
import { saveFile } from '@web/lib/save-file';

/**
 * GET /api/planes-alimentarios/{id}/intercambios needs the bearer token: read as a blob,
 * saved under the server's name (else 'lista-de-intercambios.pdf'). `asClient`: the admin's
 * 'Ver como el cliente' downloads what the client has.
 */
export async function downloadExchangeList(id: string, asClient = false): Promise<void> {
  const { blob, filename } = await apiFile('GET /planes-alimentarios/:id/intercambios', {
    params: { id },
    query: { vista: asClient ? 'cliente' : undefined },
  });
  saveFile(blob, filename ?? 'lista-de-intercambios.pdf');
}

/** 'Lista de intercambios' of a plan: whether it is on its way, and a warning if it fails. */
export function useExchangeList(id: string, asClient = false) {
  const { downloading, download } = useDownload(() => downloadExchangeList(id, asClient));
  return { downloading: downloading !== null, download: () => download(id) };
}
