import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '@web/lib/api';
import type { DetailBack } from './DetailLayout';

/** A malformed id answers 400 and an unknown one 404: to the visitor both are "not found". */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A detail that could not be shown: not found (with a way back), or a failure to retry. */
export function DetailError({
  error,
  what,
  back,
  onRetry,
}: {
  error: unknown;
  /** 'este plan', 'esta receta', 'este tip'. */
  what: string;
  back: DetailBack;
  onRetry: () => void;
}) {
  const notFound = isNotFound(error);
  return (
    <Container size={560} py={{ base: 56, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius={64} variant="light" aria-hidden>
          <IconSearch size={32} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {notFound ? `No encontramos ${what}` : `No pudimos cargar ${what}`}
        </Title>
        <Text c="gray.7">
          {notFound
            ? 'Puede que ya no esté disponible o que el enlace tenga un error.'
            : error instanceof Error
              ? error.message
              : 'Probá de nuevo en unos segundos.'}
        </Text>
        <Group justify="center" gap="sm">
          {!notFound && (
            <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
              Reintentar
            </Button>
          )}
          <Button
            component={Link}
            to={back.to}
            variant={notFound ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={18} />}
          >
            {back.label}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
