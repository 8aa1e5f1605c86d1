import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMessageCircle, IconSalad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';
import { PATHS } from '@contract/pages';

/** The one placeholder for every screen that a later piece of work fills in. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  usePageMeta(title);
  return (
    <Container size={640} py={{ base: 48, sm: 80 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={72} radius={72} variant="light" aria-hidden>
            <IconSalad size={40} stroke={1.5} />
          </ThemeIcon>
          <Badge variant="light" size="lg" radius="sm">
            Próximamente
          </Badge>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={460}>
            {description ??
              'Estamos preparando esta sección con mucho cuidado. Muy pronto vas a poder usarla desde acá.'}
          </Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={PATHS.home()} leftSection={<IconArrowLeft size={18} />}>
              Volver al inicio
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
      </Paper>
    </Container>
  );
}
