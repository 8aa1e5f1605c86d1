import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { EditWebTab } from '../../features/catalog/admin/components/EditWebTab';
import { PlansTab } from '../../features/catalog/admin/components/PlansTab';
import { RecipesTab } from '../../features/catalog/admin/components/RecipesTab';
import { UsersTab } from '../../features/users/components/UsersTab';
import { usePageMeta } from '../../lib/use-page-meta';
import { AdminTabs } from '../admin/AdminTabs';

/**
 * /auth/administracion: the back office (spec §2 'Admin panel'). Each feature hands
 * in its tab; tabs without a panel yet say what they will hold (see AdminTabs).
 * The router lets only admins in.
 */
export default function AdminRoute() {
  usePageMeta('Administración');

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
        <AdminTabs
          panels={{
            usuarios: <UsersTab />,
            planes: <PlansTab />,
            recetas: <RecipesTab />,
            web: <EditWebTab />,
          }}
        />
      </Stack>
    </Container>
  );
}
