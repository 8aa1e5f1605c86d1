import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconDatabase, IconSalad, IconTemplate } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '@contract/pages';
import type { TSale } from '@contract/commerce';
import { usersKeys } from '@web/features/users/api/keys';
import { usersListParamsOf, usersQueryOptions } from '@web/features/users/admin/api/get-users';
import { usePageMeta } from '@web/lib/use-page-meta';
import { AdminTabs } from '../admin/AdminTabs';
import { ADMIN_TAB_CHUNKS, adminTabOf } from '../admin/tab-chunks';

const TodayTab = lazy(ADMIN_TAB_CHUNKS.hoy);
const UsersTab = lazy(ADMIN_TAB_CHUNKS.usuarios);
const AgendaTab = lazy(ADMIN_TAB_CHUNKS.agenda);
const PlansTab = lazy(ADMIN_TAB_CHUNKS.planes);
const RecipesTab = lazy(ADMIN_TAB_CHUNKS.recetas);
const SalesTab = lazy(ADMIN_TAB_CHUNKS.ventas);
const DeliveriesTab = lazy(ADMIN_TAB_CHUNKS.entregas);
const EditWebTab = lazy(ADMIN_TAB_CHUNKS.web);

/**
 * /auth/administracion: the back office (spec §2 'Admin panel'). Each feature hands
 * in its tab; tabs without a panel yet say what they will hold (see AdminTabs).
 * The router lets only admins in.
 */
export default function AdminRoute() {
  usePageMeta('Administración');
  const queryClient = useQueryClient();
  // Usuarios asks for its page of users as the back office first renders, while the
  // tab's code is still on its way; asked when drawn, the list came a round trip later,
  // and later still by React's pause before it replaces the page's loading state (issue
  // 32). Asked once (a later render finds it cached) and idempotent, so safe in render.
  const [params] = useSearchParams();
  useState(() => {
    if (adminTabOf(params.get('tab')) === 'usuarios')
      void queryClient.prefetchQuery(usersQueryOptions(usersListParamsOf(params)));
  });
  // A refund takes the client's plan away: the users list and their profile show it.
  const refreshUsers = (sale: TSale) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.all() }),
      sale.userId && queryClient.invalidateQueries({ queryKey: usersKeys.one(sale.userId) }),
    ]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              Administración
            </Title>
            <Text c="dimmed" size="sm">
              Tu día, usuarios, agenda, productos, ventas, entregas y contenido de la web.
            </Text>
          </div>
          {/* Not a tab: the tabs are the spec's six plus 'Hoy' and 'Entregas' (DECISIONS §9). */}
          <Group gap="sm">
            <Button
              component={Link}
              to={PATHS.foods()}
              variant="default"
              leftSection={<IconSalad size={18} aria-hidden />}
            >
              Alimentos
            </Button>
            <Button
              component={Link}
              to={PATHS.mealPlanTemplates()}
              variant="default"
              leftSection={<IconTemplate size={18} aria-hidden />}
            >
              Plantillas
            </Button>
            <Button
              component={Link}
              to={PATHS.backups()}
              variant="default"
              leftSection={<IconDatabase size={18} aria-hidden />}
            >
              Copias de seguridad
            </Button>
            <Button
              component={Link}
              to={PATHS.keptRecords()}
              variant="default"
              leftSection={<IconArchive size={18} aria-hidden />}
            >
              Historias conservadas
            </Button>
          </Group>
        </Group>
        <AdminTabs
          panels={{
            hoy: <TodayTab />,
            usuarios: <UsersTab />,
            agenda: <AgendaTab />,
            planes: <PlansTab />,
            recetas: <RecipesTab />,
            ventas: <SalesTab onRefunded={refreshUsers} />,
            entregas: <DeliveriesTab />,
            web: <EditWebTab />,
          }}
        />
      </Stack>
    </Container>
  );
}
