import { useState } from 'react';
import { signedFile } from './api';
import { errorMessage } from './errors';
import { notifyWarning } from './notify';
import { saveFile } from './save-file';

/**
 * A private file behind a signed link (a client's delivered plan): fetched as a blob and
 * handed to the browser as a download under the name the server gives it (else the
 * link's own).
 */
export async function downloadSignedFile(url: string): Promise<void> {
  const { blob, filename } = await signedFile(url);
  saveFile(blob, filename ?? new URL(url, window.location.href).pathname.split('/').pop()!);
}

/**
 * Downloads a file on click: which one is on its way (by `key`, e.g. its name), and a
 * warning in the server's words if it fails.
 */
export function useDownload(fetchAndSave: (key: string) => Promise<void>) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (key: string) => {
    setDownloading(key);
    try {
      await fetchAndSave(key);
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos descargar el archivo'));
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}
