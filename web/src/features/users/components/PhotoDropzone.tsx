import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { UploadDropzone } from '@web/components/UploadDropzone';
import { UserAvatar } from '@web/components/UserAvatar';

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

/** Profile photo: drop or pick one PNG/JPEG up to 3 MB (the one drop zone), with a preview before saving. */
export function PhotoDropzone({
  name,
  currentAvatar,
  photo,
  onChange,
  error,
  onError,
  disabled,
}: Props) {
  return (
    <Group align="center" gap="lg" wrap="wrap">
      {photo ? (
        <Avatar src={photo.url} alt={`Foto nueva de ${name || 'usuario'}`} size={96} radius={96} />
      ) : (
        <UserAvatar avatar={currentAvatar} name={name} size={96} radius={96} />
      )}
      <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <UploadDropzone
          kind="image"
          label="Foto de perfil"
          chooseText="Elegir foto"
          multiple={false}
          onDrop={(files) => onChange(files[0] ?? null)}
          error={error}
          onError={onError}
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
