import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME_PATTERN } from '@contract/media';

/**
 * Files on disk under DATA_DIR/media, or in an S3 bucket (s3-storage.ts) with the same
 * areas and names. `images` are public (served resized);
 * `files` are paid documents and are only ever streamed after an ownership check;
 * `photos` are health data (control photos) and `deliveries` each client's own plan,
 * only ever served through signed links.
 * Names are generated here, never taken from the client.
 */
export const STORAGE_AREAS = ['images', 'files', 'photos', 'deliveries'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];
export type StoredExt = 'png' | 'jpg' | 'pdf';

export interface Storage {
  put(area: StorageArea, data: Buffer, ext: StoredExt): Promise<string>;
  read(area: StorageArea, name: string): Promise<Buffer | null>;
  remove(area: StorageArea, name: string): Promise<void>;
  exists(area: StorageArea, name: string): Promise<boolean>;
  /**
   * Every stored name of an area, in no set order: what a backup copies. Resized variants
   * are not listed (they are remade from their original).
   */
  list(area: StorageArea): Promise<string[]>;
  /**
   * Stores bytes under a name `put` made earlier, elsewhere: what a restore writes back.
   * A name that is not a stored name is refused; one already there is replaced.
   */
  putAs(area: StorageArea, name: string, data: Buffer): Promise<void>;
  /** Where resized variants of public images are kept. */
  cacheDir: string;
  /** Where resized variants of private photos are kept: apart, never read by the public route. */
  privateCacheDir: string;
  /** Resolves when files can be stored and read (readiness); rejects saying why not. */
  check(): Promise<void>;
}

/** Removes stored names, e.g. those a write dropped; called only after that write succeeded. */
export async function removeStored(
  storage: Storage,
  area: StorageArea,
  names: readonly string[],
): Promise<void> {
  await Promise.all(names.map((n) => storage.remove(area, n)));
}

/** The media type of each stored extension. */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
} as const satisfies Record<StoredExt, string>;

/** A stored name's type by its extension (isStoredName allows these three only). */
export const contentTypeOf = (name: string): string =>
  name.endsWith('.pdf')
    ? CONTENT_TYPES.pdf
    : name.endsWith('.png')
      ? CONTENT_TYPES.png
      : CONTENT_TYPES.jpg;

export function isStoredName(name: string): boolean {
  return STORED_NAME_PATTERN.test(name);
}

/** Removes the resized variants of a stored picture: they go with their original. */
export async function removeResizedVariants(
  storage: Pick<Storage, 'cacheDir' | 'privateCacheDir'>,
  area: StorageArea,
  name: string,
): Promise<void> {
  const caches: Partial<Record<StorageArea, string>> = {
    images: storage.cacheDir,
    photos: storage.privateCacheDir,
  };
  const cache = caches[area];
  if (!cache) return;
  const base = name.replace(/\.\w+$/, '');
  const sizes = await fs.readdir(cache).catch(() => [] as string[]);
  await Promise.all(sizes.map((s) => fs.rm(path.join(cache, s, `${base}.webp`), { force: true })));
}

export function createDiskStorage(rootDir: string): Storage {
  const file = (area: StorageArea, name: string) => {
    if (!isStoredName(name)) throw new Error(`not a stored name: ${name}`);
    return path.join(rootDir, area, name);
  };
  const storage: Storage = {
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
      await removeResizedVariants(storage, area, name);
    },
    async exists(area, name) {
      if (!isStoredName(name)) return false;
      return fs.access(file(area, name)).then(
        () => true,
        () => false,
      );
    },
    async list(area) {
      const names = await fs.readdir(path.join(rootDir, area)).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      });
      return names.filter(isStoredName);
    },
    async putAs(area, name, data) {
      const target = file(area, name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a restore cut short never leaves a half file under
      // a real name (the temporary name is no stored name: list and read skip it).
      const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },
    async check() {
      // A first upload creates the folder, so a missing one is still ready.
      await fs.mkdir(rootDir, { recursive: true });
      await fs.access(rootDir, fsConstants.W_OK);
    },
  };
  return storage;
}
