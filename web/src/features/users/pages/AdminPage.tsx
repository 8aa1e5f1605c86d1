import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useSession } from '../../../lib/use-session';
import { AdminTabs } from '../components/AdminTabs';
import { UsersTab } from '../components/UsersTab';

/**
 * /auth/administracion: the back office (spec §2 'Admin panel'). Only the Usuarios
 * tab belongs to this slice; the others say what they will hold until their
 * slices hand in a panel (see AdminTabs).
 */
export default function AdminPage() {
  const session = useSession();
  usePageMeta('Administración');
  if (!session) return <Navigate to="/auth/entrar" replace />;
  if (session.user.type !== 'admin') return <Navigate to="/auth/home" replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              Administración
            </Title>
            <Text c="dimmed" size="sm">
              Usuarios, agenda, productos, ventas y contenido de la web.
            </Text>
          </div>
        </Group>
        <AdminTabs panels={{ usuarios: <UsersTab /> }} />
      </Stack>
    </Container>
  );
}
