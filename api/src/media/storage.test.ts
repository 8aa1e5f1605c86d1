import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageBehaviours } from '../../test/storage-behaviours';
import { createDiskStorage } from './storage';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-disk-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

storageBehaviours('disk', async () => createDiskStorage(await tempDir()));

describe('disk storage', () => {
  it('keeps each area in its own folder under the root', async () => {
    const root = await tempDir();
    const storage = createDiskStorage(root);
    const name = await storage.put('photos', Buffer.from('x'), 'png');
    expect(await fs.readdir(path.join(root, 'photos'))).toEqual([name]);
  });

  it('lists an area never written to as empty, and skips what is not a stored name', async () => {
    const root = await tempDir();
    const storage = createDiskStorage(root);
    expect(await storage.list('files')).toEqual([]);
    const name = await storage.put('files', Buffer.from('%PDF'), 'pdf');
    // What a restore cut short would leave, and a file someone dropped in by hand.
    await fs.writeFile(path.join(root, 'files', `${name}.1a2b3c4d.part`), 'mitad');
    await fs.writeFile(path.join(root, 'files', 'notas.txt'), 'hola');
    expect(await storage.list('files')).toEqual([name]);
  });

  it('is not ready when its folder cannot be written', async () => {
    const file = path.join(await tempDir(), 'un-archivo');
    await fs.writeFile(file, 'no es una carpeta');
    await expect(createDiskStorage(file).check()).rejects.toThrow();
  });
});
