import { apiFile } from './api';

/**
 * A paid document (the admin's files page, the buyer's download page). GET
 * /api/product-file/{name} needs the bearer token, which lives in storage, not a
 * cookie, so a plain link cannot fetch it: read it as a blob and hand it to the
 * browser as a download under its stored name.
 */
export async function downloadProductFile(name: string): Promise<void> {
  const blob = await apiFile('GET /product-file/:name', { params: { name } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
