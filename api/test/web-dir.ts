import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the built web app in a new temporary folder: the server only needs its
 * index.html (the shell it fills) and, when a test asks, files under assets/.
 */
export function fakeWebDir(assets: Record<string, string | Buffer> = {}): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="es"><head><title>x</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  for (const [name, body] of Object.entries(assets))
    fs.writeFileSync(path.join(webDir, 'assets', name), body);
  return webDir;
}
