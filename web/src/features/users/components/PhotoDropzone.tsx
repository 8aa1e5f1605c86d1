import '@mantine/dropzone/styles.css';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { DropzoneIcons } from '@web/components/DropzoneIcons';
import { UserAvatar } from '@web/components/UserAvatar';
import { notifyWarning } from '@web/lib/notify';
import { rejectionMessage, UPLOAD_RULES } from '@web/lib/upload-rules';

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

/** The reason a dropped photo was refused, in the product's words (DECISIONS §6). */
function photoRejection(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  return codes.includes('too-many-files')
    ? 'Elegí una sola foto'
    : rejectionMessage('image', rejections);
}

/** Profile photo: drop or pick one PNG/JPEG up to 3 MB, with a preview before saving. */
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
        <Dropzone
          onDrop={(files) => {
            const file = files[0];
            if (!file) return;
            onError(null);
            onChange(file);
          }}
          onReject={(rejections) => {
            const message = photoRejection(rejections);
            onError(message);
            notifyWarning(message);
          }}
          accept={UPLOAD_RULES.image.accept}
          maxSize={UPLOAD_RULES.image.maxSize}
          multiple={false}
          disabled={disabled}
          radius="md"
          p="md"
          aria-label="Foto de perfil: arrastrá una imagen o presioná Enter para elegirla"
          aria-invalid={error ? true : undefined}
          aria-describedby="profile-photo-hint"
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <DropzoneIcons size={32} />
            <div>
              <Text size="sm" fw={500}>
                Arrastrá una foto o hacé clic para elegirla
              </Text>
              <Text size="xs" c="dimmed" id="profile-photo-hint">
                JPG o PNG, hasta 3 MB
              </Text>
            </div>
          </Group>
        </Dropzone>
        {error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
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
