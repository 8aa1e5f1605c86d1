import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TImageSize } from '@contract/media';
import { MAX_IMAGE_PIXELS } from './uploads';
import { isStoredName, type Storage } from './storage';

/**
 * A public image resized to one of the spec's fit-in sizes (never enlarged), as
 * WebP, made once and then read from the cache: names are content-unique, so a
 * variant never goes stale. Null when there is no such image or it cannot be
 * decoded (a file stored before uploads were decoded, a damaged disk): the route
 * answers 404 rather than 500. It reads the public 'images' area only: a private
 * photo is never reachable through here.
 */
export function fitIn(storage: Storage, size: TImageSize, name: string): Promise<Buffer | null> {
  return cachedFitIn(storage, 'images', size, name);
}

/**
 * A stored picture of `area` resized to `size`. Public images and private photos each
 * have their own area and their own cache, so one route can never serve the other's.
 */
export async function cachedFitIn(
  storage: Storage,
  area: 'images' | 'photos',
  size: TImageSize,
  name: string,
): Promise<Buffer | null> {
  if (!isStoredName(name) || name.endsWith('.pdf')) return null;
  const cacheDir = area === 'images' ? storage.cacheDir : storage.privateCacheDir;
  const cached = path.join(cacheDir, size, name.replace(/\.\w+$/, '.webp'));
  const hit = await fs.readFile(cached).catch(() => null);
  if (hit) return hit;
  const original = await storage.read(area, name);
  if (!original) return null;
  const [w, h] = size.split('x').map(Number) as [number, number];
  let out: Buffer;
  try {
    out = await sharp(original, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(w, h, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  await fs.mkdir(path.dirname(cached), { recursive: true });
  // Written under a temporary name first so a concurrent reader never sees half a file.
  const tmp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, out);
  await fs.rename(tmp, cached);
  return out;
}
