import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface Props {
  /** What is being deleted, as the question names it; null closes the dialog. */
  name: string | null;
  title: string;
  /** What else goes with it, in a sentence. */
  consequence: ReactNode;
  /** A person ('eliminar a Ana') rather than a thing ('eliminar el plan'). */
  person?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting; keeps its text while it fades out. */
export function ConfirmDeleteDialog({
  name: requested,
  title,
  consequence,
  person,
  loading,
  onConfirm,
  onClose,
}: Props) {
  const [name, setName] = useState(requested);
  if (requested !== null && requested !== name) setName(requested);
  const shown = requested ?? name;

  return (
    <Modal
      opened={requested !== null}
      onClose={loading ? () => undefined : onClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        <Text>
          ¿Seguro que querés eliminar {person ? 'a ' : ''}
          <strong>{shown || 'este elemento'}</strong>? {consequence}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
