import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret the server makes once and keeps in DATA_DIR (the link secret, the VAPID keys):
 * the file's text, written by `make` the first time. Written whole under another name,
 * then linked into place, so a second process starting at the same moment either wins the
 * link or reads the winner's complete file. Readable by the server's user only.
 */
export async function loadOrCreateKeptFile(
  dataDir: string,
  name: string,
  make: () => string,
): Promise<string> {
  const file = path.join(dataDir, name);
  await fs.mkdir(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(tmp, make(), { flag: 'wx', mode: 0o600 });
  try {
    await fs.link(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(tmp, { force: true });
  }
  return (await fs.readFile(file, 'utf8')).trim();
}
