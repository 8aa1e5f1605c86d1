import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '@web/lib/api';

/**
 * A clinical record that could not be shown: someone else's (403), gone (404), or
 * a failure worth retrying, with `message` (e.g. CLINICAL_MSG.controlsFetch).
 */
export function RecordError({
  error,
  message,
  onRetry,
  home,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
  /** Where to go instead: the viewer's own controls or the users list. */
  home: { to: string; label: string };
}) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403)
    return (
      <Alert color="yellow" icon={<IconLock aria-hidden />} title="No tenés permiso para ver esto">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Los datos de salud de cada persona son solo suyos y de su nutricionista.
          </Text>
          <Button component={Link} to={home.to} size="xs" variant="light" color="yellow">
            {home.label}
          </Button>
        </Stack>
      </Alert>
    );
  if (status === 404 || status === 400)
    return (
      <Alert color="gray" icon={<IconMoodEmpty aria-hidden />} title="No lo encontramos">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Puede que haya sido eliminado o que el enlace esté mal.</Text>
          <Button component={Link} to={home.to} size="xs" variant="light" color="gray">
            {home.label}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={message}>
      <Stack gap="xs" align="flex-start">
        {error instanceof ApiError && error.message && error.message !== message && (
          <Text size="sm">{error.message}</Text>
        )}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
