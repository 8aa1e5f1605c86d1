import '@mantine/dropzone/styles.css';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoX, IconUpload } from '@tabler/icons-react';
import { LIMITS, MSG } from '@contract/common';
import { UserAvatar } from '../../../components/UserAvatar';
import { notifyWarning } from '../../../lib/notify';

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

const ACCEPT = [MIME_TYPES.png, MIME_TYPES.jpeg];

/** The reason a dropped file was refused, in the product's words (DECISIONS §6). */
function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('too-many-files')) return 'Elegí una sola foto';
  if (codes.includes('file-invalid-type')) return MSG.imageFormat;
  if (codes.includes('file-too-large')) return MSG.imageTooBig;
  return MSG.imageFormat;
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
            const message = rejectionMessage(rejections);
            onError(message);
            notifyWarning(message);
          }}
          accept={ACCEPT}
          maxSize={LIMITS.imageMaxBytes}
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
            <Dropzone.Accept>
              <IconUpload size={32} color="var(--mantine-color-green-7)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={32} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
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
