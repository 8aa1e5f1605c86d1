/**
 * Hands a blob to the browser as a download named `name`: for files that need the
 * bearer token (paid documents, the sales CSV), which a plain link cannot fetch.
 */
export function saveFile(blob: Blob, name: string): void {
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
