import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '@web/lib/errors';

/** The food table did not load: the builder still opens, with a way to try again. */
export function FoodTableAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle aria-hidden />}
      title="No pudimos cargar la tabla de alimentos"
    >
      <Group gap="xs">
        <Text size="sm">{errorMessage(error, 'Probá de nuevo en unos minutos.')}</Text>
        <Button size="xs" variant="light" color="yellow" onClick={onRetry}>
          Reintentar
        </Button>
      </Group>
    </Alert>
  );
}
