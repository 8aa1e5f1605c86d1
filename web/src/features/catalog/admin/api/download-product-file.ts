import { ApiError, errorText } from '../../../../lib/api';
import { sessionStore } from '../../../../lib/session';

/**
 * GET /api/product-file/{name} needs the bearer token, so a plain link cannot
 * fetch it: read it as a blob and hand it to the browser as a download.
 */
export async function downloadProductFile(name: string): Promise<void> {
  const token = sessionStore.get()?.token;
  let res: Response;
  try {
    res = await fetch(`/api/product-file/${encodeURIComponent(name)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'No pudimos conectarnos. Revisá tu conexión y volvé a intentar.');
  }
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    throw new ApiError(res.status, errorText(body, res.statusText));
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
