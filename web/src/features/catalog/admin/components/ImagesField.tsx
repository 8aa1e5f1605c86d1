import { Input, Stack } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { imageUrl, type TImageSize } from '@contract/media';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useDeleteFile } from '../api/delete-file';
import { avatarNames } from '../lib/format';
import { MAX_FILES_PER_DROP } from '@web/lib/upload-rules';
import { errorMessage, reportSaveError } from '@web/lib/errors';
import type { usePendingFiles } from '@web/lib/use-pending-files';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ImageTiles, NoImages, type ImageTile } from '@web/components/ImageTiles';
import { UploadDropzone } from '@web/components/UploadDropzone';

interface Props {
  /** The zone's title, e.g. 'Imágenes'. */
  label: string;
  description?: string;
  /** The record's stored images ('' while creating). */
  storedAvatar: string;
  /** Thumbnail size and its shape. */
  size: TImageSize;
  ratio: number;
  pending: ReturnType<typeof usePendingFiles>;
  /**
   * Edit mode: sends dropped images at once (spec §4 'adds them to a pending list and
   * immediately saves'). Without it (create mode) they wait for the first save.
   */
  uploadNow?: (files: File[]) => Promise<unknown>;
  /** Queries of the record, fetched again after a stored image is removed. */
  refresh: QueryKey[];
  /** One image only (a card image): a new one replaces the one there is. */
  single?: boolean;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/** Stored images with remove buttons, images waiting to be saved, and the drop zone. */
export function ImagesField({
  label,
  description,
  storedAvatar,
  size,
  ratio,
  pending,
  uploadNow,
  refresh,
  single,
  error,
  onError,
  disabled,
}: Props) {
  const removeFile = useDeleteFile();
  const [removing, setRemoving] = useState<{ name: string; index: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const names = avatarNames(storedAvatar);

  const drop = async (files: File[]) => {
    // The server takes at most this many images per save.
    if (!single && !uploadNow && pending.items.length + files.length > MAX_FILES_PER_DROP) {
      const message = `Podés agregar hasta ${MAX_FILES_PER_DROP} imágenes antes de guardar`;
      onError(message);
      notifyWarning(message);
      return;
    }
    if (single) pending.clear();
    const added = pending.add(single ? files.slice(0, 1) : files);
    if (!uploadNow) return;
    setUploading(true);
    try {
      await uploadNow(added.map((a) => a.file));
      notifySuccess(
        single ? 'Imagen guardada' : added.length === 1 ? 'Imagen agregada' : 'Imágenes agregadas',
      );
    } catch (err) {
      reportSaveError(err, {
        fallback: 'No pudimos subir las imágenes',
        uploadKind: 'image',
        setUploadError: onError,
      });
    } finally {
      pending.remove(added.map((a) => a.key));
      setUploading(false);
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    removeFile.mutate(
      { fileName: removing.name, refresh },
      {
        onSuccess: () => {
          notifySuccess('Imagen eliminada');
          setRemoving(null);
        },
        onError: (err) => notifyWarning(errorMessage(err, 'No pudimos eliminar la imagen')),
      },
    );
  };

  // A pending image replaces the stored one in a single-image field.
  const shownNames = single && pending.items.length > 0 && !uploadNow ? [] : names;
  const tiles: ImageTile[] = [
    ...shownNames.map((n, i) => ({
      key: n,
      src: imageUrl(n, size),
      alt: single ? 'Imagen actual' : `Imagen ${i + 1}`,
      badge: single ? undefined : String(i + 1),
      busy: removeFile.isPending && removing?.name === n,
    })),
    ...pending.items.map((p) => ({
      key: p.key,
      src: p.url,
      alt: p.file.name,
      badge: uploadNow ? 'Subiendo' : 'Sin guardar',
      busy: Boolean(uploadNow),
      pending: true,
    })),
  ];

  return (
    <Input.Wrapper label={label} description={description} component="div">
      <Stack gap="sm" mt={6}>
        <UploadDropzone
          kind="image"
          label={label}
          multiple={!single}
          onDrop={(files) => void drop(files)}
          error={error}
          onError={onError}
          busy={uploading}
          disabled={disabled}
        />
        {tiles.length === 0 ? (
          <NoImages>{single ? 'Todavía no tiene imagen.' : 'Todavía no tiene imágenes.'}</NoImages>
        ) : (
          <ImageTiles
            tiles={tiles}
            ratio={ratio}
            cols={single ? { base: 2, sm: 4 } : undefined}
            label={`${label}: imágenes`}
            disabled={disabled}
            onRemove={(t) => {
              if (t.pending) {
                pending.remove([t.key]);
                return;
              }
              const index = names.indexOf(t.key);
              if (index >= 0) setRemoving({ name: t.key, index });
            }}
          />
        )}
      </Stack>
      <ConfirmDeleteDialog
        name={removing ? (single ? 'la imagen' : `la imagen ${removing.index + 1}`) : null}
        title="Eliminar imagen"
        consequence="Se borra enseguida y no se puede recuperar."
        loading={removeFile.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Input.Wrapper>
  );
}
