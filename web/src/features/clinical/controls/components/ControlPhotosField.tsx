import { Button, Group, Input, Stack, Text } from '@mantine/core';
import type { TPhoto } from '@contract/clinical';
import { ImageTiles, NoImages, type ImageTile } from '@web/components/ImageTiles';
import { UploadDropzone } from '@web/components/UploadDropzone';
import { notifyWarning } from '@web/lib/notify';
import { shrinkPhotos } from '@web/lib/photos';
import { MAX_FILES_PER_DROP } from '@web/lib/upload-rules';
import type { usePendingFiles } from '@web/lib/use-pending-files';

interface Props {
  description: string;
  /** The control's stored photos that stay (signed thumbnails). */
  kept: readonly TPhoto[];
  /** How many stored photos were taken out (they go when the form is saved). */
  removedCount: number;
  onRemoveStored: (name: string) => void;
  onRestore: () => void;
  pending: ReturnType<typeof usePendingFiles>;
  error: string | null;
  onError: (message: string | null) => void;
  /** Chosen photos are being shrunk: the form waits for them before it saves. */
  preparing: boolean;
  onPreparing: (preparing: boolean) => void;
  disabled?: boolean;
}

/**
 * The control's photos: the stored ones (removing one only marks it: the save sends
 * the names to keep), the chosen ones waiting for the save, and the drop zone (photos as
 * the phone took them, up to 20 MB, shrunk as they are chosen: what waits for the save,
 * and its preview, is what will be sent).
 */
export function ControlPhotosField({
  description,
  kept,
  removedCount,
  onRemoveStored,
  onRestore,
  pending,
  error,
  onError,
  preparing,
  onPreparing,
  disabled,
}: Props) {
  const drop = async (files: File[]) => {
    if (pending.items.length + files.length > MAX_FILES_PER_DROP) {
      const message = `Podés agregar hasta ${MAX_FILES_PER_DROP} fotos por vez`;
      onError(message);
      notifyWarning(message);
      return;
    }
    onPreparing(true);
    try {
      const { photos, refused } = await shrinkPhotos(files);
      pending.add(photos);
      if (refused) {
        onError(refused);
        notifyWarning(refused);
      }
    } finally {
      onPreparing(false);
    }
  };

  const tiles: ImageTile[] = [
    ...kept.map((p, i) => ({
      key: p.name,
      src: p.thumbUrl,
      alt: `Foto ${i + 1}`,
      badge: String(i + 1),
    })),
    ...pending.items.map((p) => ({
      key: p.key,
      src: p.url,
      alt: p.file.name,
      badge: 'Sin guardar',
      pending: true,
    })),
  ];

  return (
    <Input.Wrapper label="Fotos del control" description={description} component="div">
      <Stack gap="sm" mt={6}>
        <UploadDropzone
          kind="photo"
          label="Fotos del control"
          onDrop={(files) => void drop(files)}
          error={error}
          onError={onError}
          busy={preparing}
          busyText="Preparando las fotos…"
          disabled={disabled}
        />
        {tiles.length === 0 ? (
          <NoImages>Todavía no agregaste fotos.</NoImages>
        ) : (
          <ImageTiles
            tiles={tiles}
            ratio={250 / 280}
            label="Fotos del control"
            disabled={disabled}
            onRemove={(t) => (t.pending ? pending.remove([t.key]) : onRemoveStored(t.key))}
          />
        )}
        {removedCount > 0 && (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {removedCount === 1
                ? 'Quitaste 1 foto: se borra al guardar.'
                : `Quitaste ${removedCount} fotos: se borran al guardar.`}
            </Text>
            <Button variant="subtle" size="compact-xs" onClick={onRestore} disabled={disabled}>
              Deshacer
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
