import type { TControl, TPhoto } from '@contract/clinical';

export interface DatedPhoto {
  photo: TPhoto;
  control: TControl;
}

/**
 * 'Primera y última foto': the first photo of the oldest control with photos and of
 * the newest one; null unless they are two different controls.
 */
export function firstAndLast(
  controls: readonly TControl[],
): { first: DatedPhoto; last: DatedPhoto } | null {
  const withPhotos = controls
    .filter((c) => c.photos.length > 0)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const oldest = withPhotos[0];
  const newest = withPhotos[withPhotos.length - 1];
  if (!oldest || !newest || oldest._id === newest._id) return null;
  return {
    first: { photo: oldest.photos[0]!, control: oldest },
    last: { photo: newest.photos[0]!, control: newest },
  };
}
