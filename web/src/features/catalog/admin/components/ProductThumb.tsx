import { Image } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { firstImage, imageUrl } from '@contract/media';

/** The first image of a record as a small square (from the 200x200 thumbnail), or a placeholder. */
export function ProductThumb({ avatar, size = 48 }: { avatar: string; size?: number }) {
  const name = firstImage(avatar);
  if (!name)
    return (
      <div
        role="img"
        aria-label="Sin foto"
        style={{
          width: size,
          height: size,
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-gray-1)',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <IconPhotoOff size={size / 2.4} color="var(--mantine-color-gray-5)" aria-hidden />
      </div>
    );
  return (
    <Image
      src={imageUrl(name, '200x200')}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}
