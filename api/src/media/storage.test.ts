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

  it('is not ready when its folder cannot be written', async () => {
    const file = path.join(await tempDir(), 'un-archivo');
    await fs.writeFile(file, 'no es una carpeta');
    await expect(createDiskStorage(file).check()).rejects.toThrow();
  });
});
