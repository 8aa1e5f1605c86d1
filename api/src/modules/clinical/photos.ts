import { arrayContains } from 'drizzle-orm';
import { controlsEndpoints } from '@contract/endpoints/clinical';
import { buildPath } from '@contract/endpoint';
import type { PHOTO_SIZES, TPhoto } from '@contract/clinical';
import type { Db } from '../../db/client';
import { cachedFitIn } from '../../media/resize';
import type { SignedLinks } from '../../media/signed-links';
import { isStoredName, type Storage } from '../../media/storage';
import { controls } from './clinical.tables';

type PhotoSize = (typeof PHOTO_SIZES)[number];

const photoPath = (size: PhotoSize, name: string) =>
  `/api${buildPath(controlsEndpoints.photo.path, { size, name })}`;

/**
 * A control photo as the API answers it: two signed links (a card-sized WebP and the
 * original), valid 10 to 15 minutes, the same URL for every answer in a 5-minute step.
 */
export function photoLinks(links: SignedLinks, name: string, now: Date): TPhoto {
  return {
    name,
    thumbUrl: links.signPath(photoPath('250x280', name), now),
    url: links.signPath(photoPath('full', name), now),
  };
}

/** Whether some control lists the name: a link to a removed photo finds nothing. */
export async function photoInUse(db: Db, name: string): Promise<boolean> {
  if (!isStoredName(name)) return false;
  const [row] = await db
    .select({ id: controls.id })
    .from(controls)
    .where(arrayContains(controls.avatar, [name]))
    .limit(1);
  return row !== undefined;
}

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/**
 * The bytes of a photo: '250x280' a fit-in WebP kept in the private cache; 'full' the
 * original with its real type. Null when it is not there or cannot be decoded.
 */
export async function readPhoto(
  storage: Storage,
  size: PhotoSize,
  name: string,
): Promise<{ data: Buffer; type: string } | null> {
  const type = TYPES[name.split('.').pop() ?? ''];
  if (!isStoredName(name) || !type) return null;
  if (size === 'full') {
    const data = await storage.read('photos', name);
    return data && { data, type };
  }
  const data = await cachedFitIn(storage, 'photos', size, name);
  return data && { data, type: 'image/webp' };
}
