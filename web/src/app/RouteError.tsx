import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '@web/components/NotFoundPage';
import { PATHS } from '@contract/pages';

/**
 * A page that failed to render. The usual cause after a new release is a code
 * chunk that no longer exists: reloading fetches the new one. Without signal it is a
 * page the phone has not kept (only the client's plan, plans and profile are kept
 * ahead: vite.config.ts's OFFLINE_PAGES), which is said as such.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Container size={560} py={{ base: 56, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius={64} variant="light" color="gray" aria-hidden>
          {offline ? <IconWifiOff size={34} /> : <IconMoodSad size={34} />}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {offline ? 'Sin conexión' : 'Algo salió mal'}
        </Title>
        <Text c="dimmed">
          {offline
            ? 'Esta página no quedó guardada en el teléfono. Abrila cuando vuelva la conexión; tu plan alimentario y tus turnos sí se ven sin conexión.'
            : 'No pudimos mostrar esta página. Probá recargarla; si sigue pasando, escribinos y lo solucionamos.'}
        </Text>
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Recargar
          </Button>
          <Button component="a" href={PATHS.home()} variant="default">
            Ir al inicio
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
