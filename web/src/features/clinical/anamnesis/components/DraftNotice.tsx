import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatDateTime } from '@web/lib/dates';

/** A draft was restored: say so, say it is not saved yet, and offer to throw it away. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHistory aria-hidden />}
      title="Recuperamos lo que habías escrito"
    >
      <Group justify="space-between" gap="xs" align="flex-end">
        <Text size="sm" style={{ flex: '1 1 16rem' }}>
          Lo guardamos en este navegador el {formatDateTime(savedAt)}. Todavía no está en la ficha:
          tocá «Guardar anamnesis» cuando termines.
        </Text>
        <Button size="xs" variant="subtle" color="blue" onClick={onDiscard}>
          Descartar borrador
        </Button>
      </Group>
    </Alert>
  );
}
