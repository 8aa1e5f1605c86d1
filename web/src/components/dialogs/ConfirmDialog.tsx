import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';

interface Props<T> {
  /** What is being confirmed (a row); null closes the dialog. */
  subject: T | null;
  title: string;
  /** The question about the subject and what follows from it. */
  children: (subject: T) => ReactNode;
  /** The button that does it, e.g. 'Eliminar', 'Reembolsar'. */
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an irreversible action on one row; Cancelar has the focus, and the
 * dialog keeps its text while it fades out (the subject is null by then).
 */
export function ConfirmDialog<T>({
  subject,
  title,
  children,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: Props<T>) {
  const [last, setLast] = useState(subject);
  if (subject !== null && subject !== last) setLast(subject);
  const shown = subject ?? last;

  return (
    <Dialog
      opened={subject !== null}
      onClose={loading ? () => undefined : onClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack>
        {shown !== null && children(shown)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
