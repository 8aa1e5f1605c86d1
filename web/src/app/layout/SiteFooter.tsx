import { ActionIcon, Anchor, Box, Container, Grid, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconMail, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '@web/components/BrandLogo';
import { WhatsAppChatButton } from '@web/features/site/components/WhatsAppChatButton';
import { SITE, SOCIAL_LINKS, mailto, type SocialNetwork } from '@web/lib/site';
import { LEGAL_LINKS, PUBLIC_LINKS } from './nav-links';
import classes from './SiteFooter.module.css';

const ICONS: Record<SocialNetwork, typeof IconBrandInstagram> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
};
const SOCIAL = SOCIAL_LINKS.map((l) => ({ ...l, icon: ICONS[l.network] }));

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Text component="h2" className={classes.columnTitle}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <Grid gap={{ base: 32, md: 40 }}>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Stack gap="md">
              <BrandLogo inverted />
              <Text size="sm" className={classes.muted}>
                {SITE.tagline}. Planes a distancia, ebooks y consultas presenciales para que comas
                mejor y rindas más.
              </Text>
              <Group gap="xs">
                {SOCIAL.map((s) => (
                  <ActionIcon
                    key={s.label}
                    component="a"
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size={40}
                    radius="xl"
                    variant="white"
                    color="green.9"
                    aria-label={s.label}
                    className={classes.social}
                  >
                    <s.icon size={20} stroke={1.7} />
                  </ActionIcon>
                ))}
              </Group>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, xs: 6, md: 2 }}>
            <Column title="Secciones">
              <Stack gap={6} component="ul" className={classes.list}>
                {PUBLIC_LINKS.map((l) => (
                  <li key={l.to}>
                    <Anchor component={Link} to={l.to} className={classes.link}>
                      {l.label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Column>
          </Grid.Col>

          <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
            <Column title="Contacto">
              <Stack gap={10} component="ul" className={classes.list}>
                <li>
                  <Anchor href={mailto()} className={classes.link}>
                    <IconMail size={18} aria-hidden className={classes.icon} />
                    {SITE.contactEmail}
                  </Anchor>
                </li>
                {/* Her WhatsApp (GET consultorio: read here, prefetched by the pages that
                    show it too); white on the footer's dark green, nothing when she set none. */}
                <li className={classes.whatsapp}>
                  <WhatsAppChatButton variant="white" color="green.9" size="sm" />
                </li>
                <li>
                  <Text component="span" className={`${classes.link} ${classes.muted}`}>
                    <IconMapPin size={18} aria-hidden className={classes.icon} />
                    Montevideo, Uruguay
                  </Text>
                </li>
              </Stack>
            </Column>
          </Grid.Col>

          <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
            <Column title="Legal">
              <Stack gap={6} component="ul" className={classes.list}>
                {LEGAL_LINKS.map((l) => (
                  <li key={l.to}>
                    <Anchor component={Link} to={l.to} className={classes.link}>
                      {l.label}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Column>
          </Grid.Col>
        </Grid>
      </Container>
      <Box className={classes.bottom}>
        <Container size="lg" py="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" className={classes.muted}>
              © {year} {SITE.name}. Todos los derechos reservados.
            </Text>
            <Text size="sm" className={classes.muted}>
              Hecho en Uruguay
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
