import '@mantine/dropzone/styles.css';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';
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
  /** The zone's accessible name, e.g. 'Imágenes'. */
  label: string;
  /** The line under the main text, e.g. the recommended size. */
  hint?: string;
  onDrop: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** Files are being sent: the zone says so and takes no more. */
  busy?: boolean;
  disabled?: boolean;
  multiple?: boolean;
}

/**
 * A drop zone for images (PNG/JPEG up to 3 MB) or product files (also PDF, up to
 * 20 MB), with the product's refusal messages (DECISIONS §6). Keyboard: Tab to it,
 * Enter or Space opens the file picker.
 */
export function UploadDropzone({
  kind,
  label,
  hint,
  onDrop,
  error,
  onError,
  busy,
  disabled,
  multiple = true,
}: Props) {
  const rules = UPLOAD_RULES[kind];
  const hintId = useId();
  const errorId = useId();

  return (
    <Stack gap={6}>
      <Dropzone
        onDrop={(files) => {
          if (files.length === 0) return;
          onError(null);
          onDrop(files);
        }}
        onReject={(rejections) => {
          const message = rejectionMessage(kind, rejections);
          onError(message);
          notifyWarning(message);
        }}
        accept={rules.accept}
        maxSize={rules.maxSize}
        maxFiles={multiple ? MAX_FILES_PER_DROP : 1}
        multiple={multiple}
        disabled={disabled || busy}
        radius="md"
        p="lg"
        // react-dropzone marks the zone 'presentation'; it is the control that opens the picker.
        role="button"
        inputProps={{ 'aria-label': label }}
        aria-label={`${label}: ${kind === 'image' ? 'arrastrá imágenes o presioná Enter para elegirlas' : 'arrastrá archivos o presioná Enter para elegirlos'}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-busy={busy || undefined}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          {busy ? (
            <Loader size={28} aria-hidden />
          ) : (
            <DropzoneIcons size={36} idle={kind === 'image' ? IconPhoto : IconFileUpload} />
          )}
          <div>
            <Text size="sm" fw={500}>
              {busy
                ? 'Subiendo…'
                : kind === 'file'
                  ? 'Arrastrá archivos o hacé clic para elegirlos'
                  : multiple
                    ? 'Arrastrá imágenes o hacé clic para elegirlas'
                    : 'Arrastrá una imagen o hacé clic para elegirla'}
            </Text>
            <Text size="xs" c="dimmed" id={hintId}>
              {[hint, multiple ? rules.hint : rules.hintOne].filter(Boolean).join(' · ')}
            </Text>
          </div>
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
