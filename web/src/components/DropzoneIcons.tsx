import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconPhotoX, IconUpload, type Icon } from '@tabler/icons-react';

/** What a drop zone shows while idle, while files it takes hover it, and ones it refuses. */
export function DropzoneIcons({ size, idle: Idle = IconPhoto }: { size: number; idle?: Icon }) {
  return (
    <>
      <Dropzone.Accept>
        <IconUpload size={size} color="var(--mantine-color-green-7)" aria-hidden />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconPhotoX size={size} color="var(--mantine-color-red-6)" aria-hidden />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <Idle size={size} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
      </Dropzone.Idle>
    </>
  );
}
