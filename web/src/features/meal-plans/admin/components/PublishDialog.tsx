import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Dialog } from '@web/components/dialogs/Dialog';

interface Props {
  opened: boolean;
  /** The plan's latest published version (null: never published). */
  published: number | null;
  dirty: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Publicar el plan': what publishing does (a mail, the PDF in the delivery, a new version). */
export function PublishDialog({ opened, published, dirty, busy, onClose, onConfirm }: Props) {
  const next = (published ?? 0) + 1;
  return (
    <Dialog
      opened={opened}
      onClose={() => !busy && onClose()}
      title="Publicar el plan"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        <Text fw={600}>Se publica la versión {next}.</Text>
        <Text>El cliente recibe un e-mail y el PDF queda en su entrega.</Text>
        {published !== null && (
          <Text size="sm" c="dimmed">
            El cliente ve la versión {next} en lugar de la {published}; las anteriores quedan para
            descargar.
          </Text>
        )}
        {dirty && (
          <Text size="sm" c="dimmed">
            Antes se guardan tus cambios.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            Cancelar
          </Button>
          <Button
            onClick={onConfirm}
            loading={busy}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Sí, publicar
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
