import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DELIVERY_MSG, ZDeliveryUploadSchema, type TDelivery } from '@contract/deliveries';
import { PendingFileRow } from '@web/components/FileRow';
import { SectionCard } from '@web/components/SectionCard';
import { UploadDropzone } from '@web/components/UploadDropzone';
import { ApiError } from '@web/lib/api';
import { notifyWarning } from '@web/lib/notify';
import { MAX_FILES_PER_DROP, uploadErrorOf } from '@web/lib/upload-rules';
import { usePendingFiles } from '@web/lib/use-pending-files';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useDeliver } from '../api/deliver';

/**
 * The nutritionist hands over a client's personalized plan: PDF, PNG or JPEG files (up
 * to 20 MB each) and optional notes. Sending marks the delivery 'Entregado' and e-mails
 * the client; more files can be added later the same way.
 */
export function DeliverForm({ delivery }: { delivery: TDelivery }) {
  const deliverM = useDeliver();
  const pending = usePendingFiles();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const delivered = delivery.state === 'Entregado';

  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZDeliveryUploadSchema,
    initialValues: { notes: delivery.notes },
    // The server takes at most ten files a request: larger handovers go in turns.
    save: async ({ notes }) => {
      const items = pending.items;
      let answer;
      for (let i = 0; i < items.length; i += MAX_FILES_PER_DROP) {
        const batch = items.slice(i, i + MAX_FILES_PER_DROP);
        answer = await deliverM.mutateAsync({
          id: delivery._id,
          files: batch.map((b) => b.file),
          notes,
        });
        pending.remove(batch.map((b) => b.key));
      }
      return answer!;
    },
    success: (answer) => answer.message,
    failed: 'No pudimos entregar el plan',
    onSaved: () => setUploadError(null),
    onError: (err) => {
      pending.markFailed(
        pending.items.map((p) => p.key),
        true,
      );
      if (err instanceof ApiError) setUploadError(uploadErrorOf(err, 'file'));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pending.items.length === 0) {
      event.preventDefault();
      setUploadError(DELIVERY_MSG.filesRequired);
      notifyWarning(DELIVERY_MSG.filesRequired);
      return;
    }
    onSubmit(event);
  };

  return (
    <SectionCard title={delivered ? 'Agregar archivos' : 'Subir el plan personalizado'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <UploadDropzone
            kind="file"
            label="Plan personalizado"
            onDrop={(files) => pending.add(files)}
            error={uploadError}
            onError={setUploadError}
            busy={saving}
          />

          {pending.items.length > 0 && (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Archivos para entregar"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {pending.items.map((p) => (
                <PendingFileRow
                  key={p.key}
                  item={p}
                  uploading={saving}
                  failedText="No se pudo entregar"
                  onRemove={() => pending.remove([p.key])}
                />
              ))}
            </Stack>
          )}

          <Textarea
            label="Notas para el cliente"
            description="Opcional: las ve junto a los archivos."
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('notes')}
          />

          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconSend size={18} aria-hidden />}>
              {delivered ? 'Agregar archivos' : 'Entregar plan'}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
