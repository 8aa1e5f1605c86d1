import {
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin2, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '@web/components/BrandLogo';
import { UserAvatar } from '@web/components/UserAvatar';
import { useOpenedOnceMounted } from '@web/components/dialogs/use-opened-once-mounted';
import { useLogout } from '@web/features/auth/api/logout';
import { useHasMealPlan } from '@web/features/meal-plans/api/get-meal-plans';
import { MessagesButton } from '@web/features/messages/components/MessagesButton';
import { useSession } from '@web/lib/use-session';
import { PUBLIC_LINKS, accountLinks } from './nav-links';
import classes from './SiteHeader.module.css';
import { PATHS } from '@contract/pages';

function GuestButtons({ stacked }: { stacked: boolean }) {
  const size = stacked ? 'md' : 'sm';
  // Signing in from a page comes back to it (the home needs no address of its own).
  const { pathname, search } = useLocation();
  const here = pathname === PATHS.home() ? null : pathname + search;
  return (
    <>
      <Button
        component={Link}
        to={PATHS.login(here)}
        variant="default"
        size={size}
        leftSection={<IconLogin2 size={18} />}
        fullWidth={stacked}
      >
        Entrar
      </Button>
      <Button
        component={Link}
        to={PATHS.register(here)}
        size={size}
        leftSection={<IconUserPlus size={18} />}
        fullWidth={stacked}
      >
        Registrarme
      </Button>
    </>
  );
}

/** The site's sections as list items, for the wide bar and the phone's drawer. */
const sectionItems = (className: string | undefined) =>
  PUBLIC_LINKS.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} className={className}>
        {l.label}
      </NavLink>
    </li>
  ));

export function SiteHeader() {
  const session = useSession();
  const logout = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const drawerOpened = useOpenedOnceMounted(opened);
  const { pathname } = useLocation();

  // A link chosen in the drawer takes the reader to the page, not back to the open drawer.
  useEffect(() => close(), [pathname, close]);

  const hasMealPlan = useHasMealPlan(session?.user);
  const links = session ? accountLinks(session.user, hasMealPlan) : [];
  const avatar = session && (
    <UserAvatar avatar={session.user.avatar} name={session.user.name} size={40} radius="xl" />
  );
  const messages = session && <MessagesButton viewerId={session.user._id} />;
  const logoutButton = (stacked: boolean) => (
    <Button
      variant={stacked ? 'light' : 'default'}
      color={stacked ? 'gray' : undefined}
      size={stacked ? 'md' : 'sm'}
      leftSection={<IconLogout size={18} />}
      onClick={() => logout.mutate()}
      loading={logout.isPending}
      fullWidth={stacked}
    >
      Salir
    </Button>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.top}>
        <UnstyledButton
          component={Link}
          to={PATHS.home()}
          // Named by its visible text (the brand), which is what a voice user would say.
          className={classes.brand}
        >
          <BrandLogo />
        </UnstyledButton>

        <Group gap={6} visibleFrom="md" wrap="nowrap">
          {session ? (
            <>
              {avatar}
              {messages}
              {links
                .filter((l) => !l.menuOnly)
                .map((l) => (
                  <Button
                    key={l.to}
                    component={NavLink}
                    to={l.to}
                    variant="subtle"
                    size="sm"
                    px="sm"
                    leftSection={<l.icon size={18} stroke={1.7} />}
                    className={classes.accountButton}
                  >
                    {l.label}
                  </Button>
                ))}
              {logoutButton(false)}
            </>
          ) : (
            <GuestButtons stacked={false} />
          )}
        </Group>

        <Group gap="sm" hiddenFrom="md" wrap="nowrap">
          {avatar}
          {messages}
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={opened}
            aria-controls="menu-principal"
          />
        </Group>
      </Container>

      <Box component="nav" aria-label="Secciones" className={classes.navBar} visibleFrom="md">
        <Container size="lg">
          <Group gap={4} component="ul" className={classes.navList}>
            {sectionItems(classes.navLink)}
          </Group>
        </Container>
      </Box>

      {drawerOpened !== null && (
        <Drawer
          id="menu-principal"
          opened={drawerOpened}
          onClose={close}
          position="right"
          size="min(320px, 88vw)"
          title={<BrandLogo compact />}
          hiddenFrom="md"
          padding="md"
          closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
        >
          <Stack gap="lg">
            {session && (
              <Group gap="sm" wrap="nowrap" className={classes.drawerUser}>
                {avatar}
                <Box miw={0}>
                  <Text fw={600} truncate>
                    {session.user.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {session.user.email}
                  </Text>
                </Box>
              </Group>
            )}
            <Box component="nav" aria-label="Secciones del menú">
              <Stack gap={2} component="ul" className={classes.navList}>
                {sectionItems(classes.drawerLink)}
              </Stack>
            </Box>
            <Divider label={session ? 'Mi cuenta' : undefined} labelPosition="left" />
            {session ? (
              <Stack gap={2} component="ul" className={classes.navList}>
                {links.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to} className={classes.drawerLink}>
                      <l.icon size={20} stroke={1.7} aria-hidden className={classes.drawerIcon} />
                      {l.label}
                    </NavLink>
                  </li>
                ))}
                <li className={classes.drawerLogout}>{logoutButton(true)}</li>
              </Stack>
            ) : (
              <Stack gap="xs">
                <GuestButtons stacked />
              </Stack>
            )}
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
