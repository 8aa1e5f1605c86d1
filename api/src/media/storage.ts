import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME_PATTERN } from '@contract/media';

/**
 * Files on disk under DATA_DIR/media. `images` are public (served resized);
 * `files` are paid documents and are only ever streamed after an ownership check;
 * `photos` are health data (control photos) and `deliveries` each client's own plan,
 * only ever served through signed links.
 * Names are generated here, never taken from the client.
 */
export type StorageArea = 'images' | 'files' | 'photos' | 'deliveries';
export type StoredExt = 'png' | 'jpg' | 'pdf';

export interface Storage {
  put(area: StorageArea, data: Buffer, ext: StoredExt): Promise<string>;
  read(area: StorageArea, name: string): Promise<Buffer | null>;
  remove(area: StorageArea, name: string): Promise<void>;
  exists(area: StorageArea, name: string): Promise<boolean>;
  /** Where resized variants of public images are kept. */
  cacheDir: string;
  /** Where resized variants of private photos are kept: apart, never read by the public route. */
  privateCacheDir: string;
}

/** Removes stored names, e.g. those a write dropped; called only after that write succeeded. */
export async function removeStored(
  storage: Storage,
  area: StorageArea,
  names: readonly string[],
): Promise<void> {
  await Promise.all(names.map((n) => storage.remove(area, n)));
}

export function isStoredName(name: string): boolean {
  return STORED_NAME_PATTERN.test(name);
}

export function createDiskStorage(rootDir: string): Storage {
  const file = (area: StorageArea, name: string) => {
    if (!isStoredName(name)) throw new Error(`not a stored name: ${name}`);
    return path.join(rootDir, area, name);
  };
  return {
    cacheDir: path.join(rootDir, 'cache'),
    privateCacheDir: path.join(rootDir, 'private-cache'),
    async put(area, data, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.mkdir(path.join(rootDir, area), { recursive: true });
      await fs.writeFile(file(area, name), data, { flag: 'wx' });
      return name;
    },
    async read(area, name) {
      if (!isStoredName(name)) return null;
      try {
        return await fs.readFile(file(area, name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(area, name) {
      if (!isStoredName(name)) return;
      await fs.rm(file(area, name), { force: true });
      // Its resized variants go with it.
      const cache = { images: 'cache', photos: 'private-cache', files: null, deliveries: null }[
        area
      ];
      if (cache) {
        const base = name.replace(/\.\w+$/, '');
        const sizes = await fs.readdir(path.join(rootDir, cache)).catch(() => [] as string[]);
        await Promise.all(
          sizes.map((s) => fs.rm(path.join(rootDir, cache, s, `${base}.webp`), { force: true })),
        );
      }
    },
    async exists(area, name) {
      if (!isStoredName(name)) return false;
      return fs.access(file(area, name)).then(
        () => true,
        () => false,
      );
    },
  };
}
