import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { UploadDropzone } from '@web/components/UploadDropzone';
import { UserAvatar } from '@web/components/UserAvatar';
import { notifyWarning } from '@web/lib/notify';
import { shrinkPhotos } from '@web/lib/photos';

export interface ChosenPhoto {
  file: File;
  /** An object URL for the preview; whoever replaces or drops the photo revokes it. */
  url: string;
}

interface Props {
  name: string;
  /** The stored avatar list, shown until a new photo is chosen. */
  currentAvatar: string | null;
  photo: ChosenPhoto | null;
  onChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * Profile photo: drop or pick one photo as the phone took it (up to 20 MB), shrunk before
 * it is chosen (@web/lib/photos: 1600 px, JPEG, no location), with a preview before saving.
 */
export function PhotoDropzone({
  name,
  currentAvatar,
  photo,
  onChange,
  error,
  onError,
  disabled,
}: Props) {
  const [preparing, setPreparing] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreparing(true);
    try {
      const { photos, refused } = await shrinkPhotos([file]);
      if (photos[0]) onChange(photos[0]);
      if (refused) {
        onError(refused);
        notifyWarning(refused);
      }
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Group align="center" gap="lg" wrap="wrap">
      {photo ? (
        <Avatar src={photo.url} alt={`Foto nueva de ${name || 'usuario'}`} size={96} radius={96} />
      ) : (
        <UserAvatar avatar={currentAvatar} name={name} size={96} radius={96} />
      )}
      <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <UploadDropzone
          kind="photo"
          label="Foto de perfil"
          multiple={false}
          onDrop={(files) => void choose(files[0])}
          error={error}
          onError={onError}
          busy={preparing}
          busyText="Preparando la foto…"
          disabled={disabled}
        />
        {photo && (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              Nueva foto: {photo.file.name}. Se guarda con los cambios.
            </Text>
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              Quitar
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
