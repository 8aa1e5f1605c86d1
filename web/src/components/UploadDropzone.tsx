import '@mantine/dropzone/styles.css';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconPhoto } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { DropzoneIcons } from './DropzoneIcons';
import { notifyWarning } from '@web/lib/notify';
import {
  MAX_FILES_PER_DROP,
  UPLOAD_RULES,
  rejectionMessage,
  type DropzoneKind,
} from '@web/lib/upload-rules';

interface Props {
  kind: DropzoneKind;
  /** What the files are, e.g. 'Imágenes': the group's name and the file input's label. */
  label: string;
  /** The line under the main text, e.g. the recommended size. */
  hint?: string;
  onDrop: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** Files are being sent (or prepared): the zone says so and takes no more. */
  busy?: boolean;
  /** What the zone says while busy; 'Subiendo…' unless the files are prepared first. */
  busyText?: string;
  disabled?: boolean;
  multiple?: boolean;
  /** The button's words when they should name the thing ('Elegir foto'); else from kind. */
  chooseText?: string;
}

const CHOOSE: Record<DropzoneKind, [one: string, many: string]> = {
  image: ['Elegir imagen', 'Elegir imágenes'],
  file: ['Elegir archivo', 'Elegir archivos'],
  photo: ['Elegir foto', 'Elegir fotos'],
};

const NOUN: Record<DropzoneKind, [one: string, many: string]> = {
  image: ['una imagen', 'imágenes'],
  file: ['un archivo', 'archivos'],
  photo: ['una foto', 'fotos'],
};

/**
 * The one drop zone: images (PNG/JPEG up to 3 MB), product files (also PDF, up to 20 MB) or a
 * client's photos (up to 20 MB, shrunk before sending: @web/lib/photos),
 * refused in the product's words (DECISIONS §6). The zone takes a drop or a click; the
 * keyboard and screen readers get a real button, 'Elegir imágenes', named group and
 * hint around it. The zone itself is no control (a control around the button and the
 * file input would nest them, and its name would not match its words).
 */
export function UploadDropzone({
  kind,
  label,
  hint,
  onDrop,
  error,
  onError,
  busy,
  busyText = 'Subiendo…',
  disabled,
  multiple = true,
  chooseText,
}: Props) {
  const rules = UPLOAD_RULES[kind];
  const hintId = useId();
  const errorId = useId();
  const open = useRef<() => void>(null);
  const off = disabled || busy;
  const noun = NOUN[kind][multiple ? 1 : 0];

  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Dropzone
        openRef={open}
        onDrop={(files) => {
          if (files.length === 0) return;
          onError(null);
          onDrop(files);
        }}
        onReject={(rejections) => {
          const message = rejectionMessage(kind, rejections, multiple);
          onError(message);
          notifyWarning(message);
        }}
        accept={rules.accept}
        maxSize={rules.maxSize}
        maxFiles={multiple ? MAX_FILES_PER_DROP : 1}
        multiple={multiple}
        disabled={off}
        activateOnKeyboard={false}
        radius="md"
        p="lg"
        inputProps={{ 'aria-label': label }}
        aria-busy={busy || undefined}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" wrap="wrap" mih={72}>
          {busy ? (
            <Loader size={28} aria-hidden />
          ) : (
            <DropzoneIcons size={36} idle={kind === 'file' ? IconFileUpload : IconPhoto} />
          )}
          <Stack gap={4} align="flex-start">
            <Text size="sm" fw={500} aria-live="polite">
              {busy ? busyText : `Arrastrá ${noun} acá o`}
            </Text>
            <Button
              size="xs"
              variant="light"
              disabled={off}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              // The zone would open the picker too on this click: once is enough.
              onClick={(e) => {
                e.stopPropagation();
                open.current?.();
              }}
            >
              {chooseText ?? CHOOSE[kind][multiple ? 1 : 0]}
            </Button>
            <Text size="xs" c="dimmed" id={hintId}>
              {[hint, multiple ? rules.hint : rules.hintOne].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {error && (
        <Text size="xs" c="red" role="alert" id={errorId}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
