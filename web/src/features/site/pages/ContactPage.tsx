import {
  Anchor,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconMail } from '@tabler/icons-react';
import { PageIntro } from '@web/components/PageIntro';
import { SITE, SOCIAL_LINKS, mailto, type SocialNetwork } from '@web/lib/site';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import { ConsultingRoom } from '../components/ConsultingRoom';
import { OpeningHours } from '../components/OpeningHours';
import { WhatsAppChatButton } from '../components/WhatsAppChatButton';
import classes from './ContactPage.module.css';

const ICONS: Record<SocialNetwork, typeof IconMail> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
};

const CHANNELS = [
  { icon: IconMail, label: 'Email', value: SITE.contactEmail, href: mailto(), external: false },
  ...SOCIAL_LINKS.map((l) => ({
    icon: ICONS[l.network],
    label: l.label,
    value: l.handle,
    href: l.url,
    external: true,
  })),
];

export default function ContactPage() {
  usePublicPageMeta('/auth/contacto');
  return (
    <>
      <PageIntro
        eyebrow="Contacto"
        title="Contacto"
        lead="¿Tenés dudas sobre los planes, los turnos o tu compra? Escribinos por el medio que prefieras y te respondemos a la brevedad."
      />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        {/* Her WhatsApp (GET consultorio, prefetched): nothing when she set none. */}
        <Group justify="center" mb="lg" className={classes.whatsapp}>
          <WhatsAppChatButton size="lg" />
        </Group>
        {/* One card a row when there is only the e-mail (no social links set): never half a row. */}
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(2, CHANNELS.length) }}
          spacing="lg"
          maw={880}
          mx="auto"
        >
          {CHANNELS.map((c) => (
            <Card
              key={c.label}
              component="a"
              href={c.href}
              {...(c.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              withBorder
              radius="lg"
              padding="xl"
              className={classes.channel}
            >
              <Group gap="md" wrap="nowrap">
                <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                  <c.icon size={30} stroke={1.6} />
                </ThemeIcon>
                <Box miw={0}>
                  <Title order={2} fz="lg">
                    {c.label}
                  </Title>
                  <Text c="green.9" fw={600} mt={2} className={classes.value}>
                    {c.value}
                  </Text>
                </Box>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Stack maw={880} mx="auto" mt="lg" gap="lg">
          <OpeningHours />
          <ConsultingRoom />
        </Stack>
        <Text c="dimmed" ta="center" mt="xl" size="sm">
          Para ejercer tus derechos sobre tus datos personales escribí a{' '}
          <Anchor href={mailto()} size="sm" underline="always">
            {SITE.contactEmail}
          </Anchor>
          .
        </Text>
      </Container>
    </>
  );
}
