import { Avatar, type AvatarProps } from '@mantine/core';
import { firstImage, imageUrl } from '@contract/media';

/** A user's photo from the 200x200 thumbnail (spec §2), initials when there is none. */
export function UserAvatar({
  avatar,
  name,
  ...props
}: { avatar: string | null | undefined; name: string } & AvatarProps) {
  const img = firstImage(avatar);
  return (
    <Avatar
      src={img ? imageUrl(img, '200x200') : null}
      alt={name}
      name={name}
      color="initials"
      {...props}
    />
  );
}
