import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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

/** Asks before deleting. */
export function ConfirmDeleteDialog({ name, consequence, person, ...dialog }: Props) {
  return (
    <ConfirmDialog subject={name} confirmLabel="Eliminar" {...dialog}>
      {(shown) => (
        <Text>
          ¿Seguro que querés eliminar {person ? 'a ' : ''}
          <strong>{shown || 'este elemento'}</strong>? {consequence}
        </Text>
      )}
    </ConfirmDialog>
  );
}
