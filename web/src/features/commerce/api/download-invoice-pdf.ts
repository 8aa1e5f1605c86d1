import { cfeName, type TCfe } from '@contract/invoicing';
import { apiFile } from '@web/lib/api';
import { saveFile } from '@web/lib/save-file';

/**
 * GET /api/comprobantes/{id}/pdf (issue 34) needs the bearer token: the provider's PDF of an
 * issued CFE, read as a blob and saved under the server's name, else the document's own
 * ('e-Ticket A-12.pdf'). Pending it answers 409, the provider failing 502, each in Spanish.
 */
export async function downloadInvoicePdf(
  cfe: Pick<TCfe, '_id' | 'tipo' | 'serie' | 'numero'>,
): Promise<void> {
  const { blob, filename } = await apiFile('GET /comprobantes/:id/pdf', {
    params: { id: cfe._id },
  });
  saveFile(blob, filename ?? `${cfeName(cfe)}.pdf`);
}
