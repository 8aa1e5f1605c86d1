import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { catalogLabel, type TPlan, type TProductFile, type TRecipe } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { SaveBar } from '@web/components/forms/FormCard';
import { PageShell } from '@web/components/PageShell';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { RowActions } from '@web/components/data-table/RowActions';
import { errorMessage, reportSaveError } from '@web/lib/errors';
import { useProductFileDownload } from '@web/lib/product-file';
import { fileKind } from '@web/components/FileKindIcon';
import { FileRow, PendingFileRow } from '@web/components/FileRow';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { MAX_FILES_PER_DROP } from '@web/lib/upload-rules';
import { usePlan } from '../../api/get-plan';
import { useRecipe } from '../../api/get-recipe';
import { useCreateProductFile } from '../api/create-product-file';
import { useDeleteFile } from '../api/delete-file';
import { useProductFiles } from '../api/get-product-files';
import { useUpdateProductFile } from '../api/update-product-file';
import { ProductLinks } from '../components/ProductLinks';
import { ProductThumb } from '../components/ProductThumb';
import { UploadDropzone } from '@web/components/UploadDropzone';
import { avatarNames } from '../lib/format';
import { formatPesos } from '@contract/money';
import { usePendingFiles, type PendingFile } from '@web/lib/use-pending-files';
import { productFilesKeys } from '../lib/product-files-keys';

type Product = { kind: 'plan'; record: TPlan } | { kind: 'receta'; record: TRecipe };

/** /auth/producto/:id: the paid documents of a plan, ebook or recipe (spec §2 'File form'). */
export default function ProductFilesPage() {
  const { id = '' } = useParams();
  // The id may be a plan's or a recipe's: ask for the plan first, then the recipe.
  const plan = usePlan(id);
  const planMissing = plan.isError;
  const recipe = useRecipe(planMissing ? id : undefined);
  const product: Product | null = plan.data
    ? { kind: 'plan', record: plan.data }
    : recipe.data
      ? { kind: 'receta', record: recipe.data }
      : null;
  const loading = plan.isPending || (planMissing && recipe.isPending);

  return (
    <PageShell
      title="Agregar archivo"
      subtitle="Los documentos que descarga quien compra el producto."
      back={{ to: PATHS.admin(product?.kind === 'receta' ? 'recetas' : 'planes') }}
      aside={
        product && (
          <ProductLinks
            viewTo={
              product.kind === 'plan'
                ? PATHS.plan(product.record._id)
                : PATHS.recipe(product.record._id)
            }
          />
        )
      }
      record={{
        loading,
        error: product ? null : (recipe.error ?? plan.error ?? true),
        errorTitle: 'No encontramos ese producto',
        fallback: 'El link no corresponde a un plan ni a una receta.',
        onRetry: () => {
          void plan.refetch();
          if (planMissing) void recipe.refetch();
        },
      }}
    >
      {product && (
        <Stack gap="lg">
          <ProductSummary product={product} />
          <FilesEditor productId={product.record._id} />
        </Stack>
      )}
    </PageShell>
  );
}

function ProductSummary({ product }: { product: Product }) {
  const r = product.record;
  const kindLabel =
    product.kind === 'receta' ? 'Receta' : product.record.type === 'ebooks' ? 'Ebook' : 'Plan';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Producto">
      <Group wrap="nowrap" gap="md" align="center">
        <ProductThumb avatar={r.avatar} size={64} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Badge variant="light" color={product.kind === 'receta' ? 'orange' : 'green'}>
              {kindLabel}
            </Badge>
            {product.kind === 'plan' && product.record.type && product.record.type !== 'ebooks' && (
              <Badge variant="outline" color="gray">
                {catalogLabel(product.record.type)}
              </Badge>
            )}
          </Group>
          <Text fw={600}>{r.title || 'Sin título'}</Text>
          <Text size="sm" c="dimmed">
            {formatPesos(r.costPesos)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The stored files with download and remove, and the drop zone. Dropping adds to
 * the pending list and saves at once (spec §4); 'Guardar archivo' sends whatever is
 * still pending (a failed upload, for instance).
 */
function FilesEditor({ productId }: { productId: string }) {
  const files = useProductFiles(productId);
  const createM = useCreateProductFile();
  const updateM = useUpdateProductFile();
  const removeFile = useDeleteFile();
  const pending = usePendingFiles();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<{ name: string; label: string } | null>(null);
  const { downloading, download } = useProductFileDownload();

  const records: TProductFile[] = files.data ?? [];
  const names = records.flatMap((r) => avatarNames(r.avatar));

  /** Sends the given pending files, at most ten per request: POST the first time, then PUT. */
  const upload = async (items: PendingFile[]) => {
    if (items.length === 0) return;
    setUploading(true);
    pending.markFailed(
      items.map((i) => i.key),
      false,
    );
    let fileId = records[0]?._id;
    try {
      for (let i = 0; i < items.length; i += MAX_FILES_PER_DROP) {
        const batch = items.slice(i, i + MAX_FILES_PER_DROP);
        const batchFiles = batch.map((b) => b.file);
        const answer = fileId
          ? await updateM.mutateAsync({ fileId, productId, files: batchFiles })
          : await createM.mutateAsync({ productId, files: batchFiles });
        fileId = answer.files[0]?._id;
        pending.remove(batch.map((b) => b.key));
      }
      notifySuccess(items.length === 1 ? 'Archivo guardado' : 'Archivos guardados');
    } catch (err) {
      pending.markFailed(
        items.map((i) => i.key),
        true,
      );
      reportSaveError(err, {
        fallback: 'No pudimos guardar los archivos',
        uploadKind: 'file',
        setUploadError,
      });
    } finally {
      setUploading(false);
    }
  };

  const saveAll = () => {
    if (pending.items.length === 0) {
      notifyWarning('No hay archivos nuevos para guardar. Arrastralos a la zona de arriba.');
      return;
    }
    void upload(pending.items);
  };

  const confirmRemove = () => {
    if (!removing) return;
    removeFile.mutate(
      { fileName: removing.name, refresh: productFilesKeys(productId) },
      {
        onSuccess: () => {
          notifySuccess('Archivo eliminado');
          setRemoving(null);
        },
        onError: (err) => notifyWarning(errorMessage(err, 'No pudimos eliminar el archivo')),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={2} size="h5">
            Subir archivos
          </Title>
          <UploadDropzone
            kind="file"
            label="Archivos del producto"
            hint="Se guardan apenas los soltás"
            onDrop={(dropped) => void upload(pending.add(dropped))}
            error={uploadError}
            onError={setUploadError}
            busy={uploading}
            disabled={files.isPending}
          />
        </Stack>

        {pending.items.length > 0 && (
          <Stack gap="xs" component="section" aria-label="Archivos sin guardar">
            <Text size="sm" fw={600}>
              Sin guardar
            </Text>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {pending.items.map((p) => (
                <PendingFileRow
                  key={p.key}
                  item={p}
                  uploading={uploading}
                  failedText="No se pudo guardar"
                  onRemove={() => pending.remove([p.key])}
                />
              ))}
            </Stack>
          </Stack>
        )}

        <Stack gap="xs" component="section" aria-labelledby="stored-files">
          <Text size="sm" fw={600} id="stored-files">
            Archivos guardados
          </Text>
          {files.isPending ? (
            <Skeleton height={56} radius="md" />
          ) : files.isError && !files.data ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Group gap="sm" justify="space-between">
                <Text size="sm">
                  {errorMessage(files.error, 'No pudimos cargar los archivos.')}
                </Text>
                <Button size="xs" variant="light" color="red" onClick={() => void files.refetch()}>
                  Reintentar
                </Button>
              </Group>
            </Alert>
          ) : names.length === 0 ? (
            <Text size="sm" c="dimmed">
              Todavía no hay archivos. Quien compre este producto no tendrá nada para descargar.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {names.map((name, i) => {
                const label = `Archivo ${i + 1}`;
                return (
                  <FileRow
                    key={name}
                    name={name}
                    border="1px solid var(--mantine-color-default-border)"
                    title={
                      <Text size="sm" fw={500}>
                        {label}{' '}
                        <Text span size="xs" c="dimmed">
                          ({fileKind(name).label})
                        </Text>
                      </Text>
                    }
                    detail={
                      <Text size="xs" c="dimmed" ff="monospace" truncate>
                        {name}
                      </Text>
                    }
                    end={
                      <RowActions
                        subject={label}
                        actions={[
                          {
                            label: 'Descargar',
                            icon: IconDownload,
                            color: 'blue',
                            loading: downloading === name,
                            onClick: () => void download(name),
                          },
                          {
                            label: 'Eliminar',
                            icon: IconTrash,
                            color: 'red',
                            onClick: () => setRemoving({ name, label }),
                          },
                        ]}
                      />
                    }
                  />
                );
              })}
            </Stack>
          )}
        </Stack>

        <SaveBar label="Guardar archivo" saving={uploading} onClick={saveAll} />
      </Stack>

      <ConfirmDeleteDialog
        name={removing ? removing.label.toLowerCase() : null}
        title="Eliminar archivo"
        consequence="Quienes compraron el producto ya no podrán descargarlo."
        loading={removeFile.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
