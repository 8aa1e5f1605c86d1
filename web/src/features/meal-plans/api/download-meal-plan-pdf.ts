import { apiFile } from '@web/lib/api';
import { useDownload } from '@web/lib/download';
import { saveFile } from '@web/lib/save-file';

/**
 * GET /api/planes-alimentarios/{id}/pdf?version=N needs the bearer token: read as a blob,
 * saved under the server's name (else 'plan-alimentario-vN.pdf').
 */
export async function downloadMealPlanPdf(id: string, version: number): Promise<void> {
  const { blob, filename } = await apiFile('GET /planes-alimentarios/:id/pdf', {
    params: { id },
    query: { version },
  });
  saveFile(blob, filename ?? `plan-alimentario-v${version}.pdf`);
}

/** 'Descargar PDF' of a plan's versions: which one is on its way, and a warning if it fails. */
export function useMealPlanPdf(id: string) {
  const { downloading, download } = useDownload((version) =>
    downloadMealPlanPdf(id, Number(version)),
  );
  return {
    downloading: downloading === null ? null : Number(downloading),
    download: (version: number) => download(String(version)),
  };
}
