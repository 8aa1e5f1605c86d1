import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@web/lib/api';
import { saveFile } from '@web/lib/save-file';
import type { SalesRange } from '../lib/sales-range';

/** GET /api/ventas/csv needs the bearer token: read it as a blob, save it with the server's name. */
export async function downloadSalesCsv(range: SalesRange): Promise<void> {
  const { blob, filename } = await apiFile('GET /ventas/csv', { query: range });
  saveFile(blob, filename ?? 'ventas.csv');
}

export const useDownloadSalesCsv = () => useMutation({ mutationFn: downloadSalesCsv });
