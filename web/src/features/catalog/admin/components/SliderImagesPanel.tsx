import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { imageUrl, type TImageSize } from '@contract/media';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useSliders } from '../../api/get-sliders';
import { catalogKeys, type SliderVariant } from '../../api/keys';
import { useCreateSlider } from '../api/create-slider';
import { useDeleteFile } from '../api/delete-file';
import { useUpdateSlider } from '../api/update-slider';
import { avatarNames } from '../lib/format';
import { errorMessage, reportSaveError } from '@web/lib/errors';
import { toFormData } from '@web/lib/form-data';
import { usePendingFiles } from '@web/lib/use-pending-files';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ImageTiles, NoImages, type ImageTile } from '@web/components/ImageTiles';
import { UploadDropzone } from '@web/components/UploadDropzone';

interface Props {
  variant: SliderVariant;
  title: string;
  size: TImageSize;
  /** Width / height of the images as shown on the site. */
  ratio: number;
  cols: { base: number; xs?: number; sm?: number; md?: number };
  /** Links given to a slider record created here (the ones already saved for the other one). */
  linksForNew?: string;
}

/**
 * One home slider's images (spec §2 'Editar Web'): dropping uploads at once (the
 * slider record is created when there is none, otherwise the images are appended);
 * each stored image can be removed.
 */
export function SliderImagesPanel({ variant, title, size, ratio, cols, linksForNew }: Props) {
  const query = useSliders(variant);
  const slider = query.data?.[0];
  const create = useCreateSlider();
  const update = useUpdateSlider();
  const removeFile = useDeleteFile();
  const pending = usePendingFiles();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ name: string; index: number } | null>(null);
  const uploading = create.isPending || update.isPending;
  const names = avatarNames(slider?.avatar);

  const upload = async (files: File[]) => {
    const added = pending.add(files);
    const keys = added.map((a) => a.key);
    try {
      if (slider) {
        await update.mutateAsync({ variant, id: slider._id, data: toFormData({}, files) });
      } else {
        await create.mutateAsync({
          variant,
          data: toFormData(
            { title: variant === 'desktop' ? 'Portada' : 'Portada celular', links: linksForNew },
            files,
          ),
        });
      }
      notifySuccess(
        files.length === 1 ? 'Imagen agregada al slider' : 'Imágenes agregadas al slider',
      );
    } catch (err) {
      reportSaveError(err, {
        fallback: 'No pudimos subir las imágenes',
        uploadKind: 'image',
        setUploadError,
      });
    } finally {
      pending.remove(keys);
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    removeFile.mutate(
      { fileName: removing.name, refresh: [catalogKeys.sliders(variant)] },
      {
        onSuccess: () => {
          notifySuccess('Imagen eliminada del slider');
          setRemoving(null);
        },
        onError: (err) => notifyWarning(errorMessage(err, 'No pudimos eliminar la imagen')),
      },
    );
  };

  const tiles: ImageTile[] = [
    ...names.map((n, i) => ({
      key: n,
      src: imageUrl(n, size),
      alt: `Imagen ${i + 1}`,
      badge: String(i + 1),
      busy: removeFile.isPending && removing?.name === n,
    })),
    ...pending.items.map((p) => ({
      key: p.key,
      src: p.url,
      alt: p.file.name,
      badge: 'Subiendo',
      busy: true,
      pending: true,
    })),
  ];

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={`slider-${variant}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={3} size="h5" id={`slider-${variant}`}>
            {title}
          </Title>
          <Badge variant="light" color="gray" radius="sm" tt="none">
            {size.replace('x', ' × ')} px
          </Badge>
        </Group>
        <UploadDropzone
          kind="image"
          label={title}
          hint={`Recomendado ${size.replace('x', ' × ')} px`}
          onDrop={(files) => void upload(files)}
          error={uploadError}
          onError={setUploadError}
          busy={uploading}
          disabled={query.isPending || (query.isError && !query.data)}
        />
        {query.isPending ? (
          <Skeleton height={90} radius="md" />
        ) : query.isError && !query.data ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} variant="light">
            {errorMessage(query.error, 'No pudimos cargar las imágenes del slider.')}
          </Alert>
        ) : tiles.length === 0 ? (
          <NoImages>Todavía no hay imágenes.</NoImages>
        ) : (
          <>
            <ImageTiles
              tiles={tiles}
              ratio={ratio}
              cols={cols}
              label={`${title}: imágenes guardadas`}
              onRemove={(t) => {
                const index = names.indexOf(t.key);
                if (index >= 0) setRemoving({ name: t.key, index });
              }}
            />
            <Text size="xs" c="dimmed">
              Se muestran en este orden. El número de cada imagen es el de su link.
            </Text>
          </>
        )}
      </Stack>
      <ConfirmDeleteDialog
        name={removing ? `la imagen ${removing.index + 1}` : null}
        title="Eliminar imagen del slider"
        consequence="Deja de verse en la portada y no se puede recuperar."
        loading={removeFile.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
