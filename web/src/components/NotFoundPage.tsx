import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageMeta } from '@web/lib/use-page-meta';
import classes from './NotFoundPage.module.css';
import { PATHS } from '@contract/pages';

export function NotFoundPage() {
  usePageMeta('Página no encontrada', 'La página que buscás no existe o cambió de lugar.');
  return (
    <Container size={640} py={{ base: 56, sm: 96 }} px="md">
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          No encontramos esta página
        </Title>
        <Text c="dimmed" maw={480}>
          Puede que el enlace esté mal escrito o que la página haya cambiado de lugar. Te dejamos
          algunos caminos para seguir.
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to={PATHS.home()} leftSection={<IconHome size={18} />}>
            Ir al inicio
          </Button>
          <Button
            component={Link}
            to={PATHS.contact()}
            variant="default"
            leftSection={<IconMessageCircle size={18} />}
          >
            Contacto
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
