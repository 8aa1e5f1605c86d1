import { apiFile } from './api';
import { useDownload } from './download';
import { saveFile } from './save-file';

/**
 * A paid document (the admin's files page, the buyer's download page). GET
 * /api/product-file/{name} needs the bearer token, which lives in storage, not a
 * cookie, so a plain link cannot fetch it: read it as a blob and hand it to the
 * browser as a download under its stored name.
 */
export async function downloadProductFile(name: string): Promise<void> {
  const { blob } = await apiFile('GET /product-file/:name', { params: { name } });
  saveFile(blob, name);
}

/** Downloads a paid document on click: which one is on its way, and a warning if it fails. */
export const useProductFileDownload = () => useDownload(downloadProductFile);
