import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Failure } from '../../lib/builder-state';

/** A save refused: what was wrong, each error with where it is ('Día tipo › Desayuno › alimento 3'). */
export function SaveFailureAlert({ failure, onClose }: { failure: Failure; onClose: () => void }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={failure.message}
      role="alert"
      withCloseButton
      closeButtonLabel="Cerrar"
      onClose={onClose}
    >
      {failure.items.length > 0 && (
        <List size="sm" spacing={2}>
          {failure.items.map((i) => (
            <List.Item key={i.key}>{i.text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
