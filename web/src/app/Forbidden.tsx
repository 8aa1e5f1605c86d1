import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@contract/common';
import { usePageMeta } from '../lib/use-page-meta';

/** A signed-in client on an admin-only page (the API refuses them too). */
export default function Forbidden() {
  usePageMeta('Sin permiso');
  return (
    <Container size={560} py={{ base: 56, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius={64} variant="light" color="yellow" aria-hidden>
          <IconLock size={34} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {MSG.forbidden}
        </Title>
        <Text c="dimmed">Esta sección es solo para la administración del sitio.</Text>
        <Button component={Link} to="/auth/home">
          Volver al inicio
        </Button>
      </Stack>
    </Container>
  );
}
