import {
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconCheck,
  IconHeartHandshake,
  IconMicroscope,
  IconRun,
  IconUserCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageIntro } from '@web/components/PageIntro';
import { UserAvatar } from '@web/components/UserAvatar';
import { usePractice } from '@web/lib/get-practice';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import { PATHS } from '@contract/pages';
import { WhatsAppChatButton } from '../components/WhatsAppChatButton';

const FACTS = [
  'Licenciada en Nutrición',
  'Enfoque en nutrición deportiva',
  'Consultas a distancia y presenciales',
  'Planes, ebooks y recetarios propios',
];

const VALUES = [
  {
    icon: IconMicroscope,
    title: 'Basado en evidencia',
    text: 'Cada recomendación se apoya en la evidencia científica actual, sin dietas de moda ni prohibiciones innecesarias.',
  },
  {
    icon: IconUserCheck,
    title: 'A tu medida',
    text: 'Tu plan parte de tu historia: tus horarios, tu entrenamiento, tus gustos y lo que querés lograr.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Acompañamiento real',
    text: 'Con controles periódicos vemos cómo vas y ajustamos el plan para que los cambios se sostengan.',
  },
];

export default function AboutPage() {
  usePublicPageMeta('/auth/quien-soy');
  // Her name, photo, title and registration as she wrote them in Editar Web (prefetched).
  const { data: her } = usePractice();
  const name = her?.name.trim();
  const credentials = [
    her?.title.trim(),
    her?.registration.trim() && `Registro ${her.registration.trim()}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PageIntro
        eyebrow="Quien Soy"
        title={name || 'Nutrición que se adapta a tu vida y a tu deporte'}
        lead="Soy licenciada en Nutrición y me dedico a la nutrición deportiva y a la construcción de hábitos saludables que duren."
      >
        {name && (
          <Group gap="md" mt="lg" wrap="nowrap">
            <UserAvatar avatar={her?.avatar} name={name} size={72} />
            {credentials && (
              <Text fw={600} c="green.9">
                {credentials}
              </Text>
            )}
          </Group>
        )}
      </PageIntro>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 56 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" fz="lg" lh={1.7} c="gray.8">
              <Text inherit>
                Trabajo con personas que entrenan, compiten o simplemente quieren sentirse mejor.
                Algunas buscan bajar grasa corporal, otras ganar masa muscular o rendir más en su
                deporte; muchas quieren, sobre todo, dejar de pelearse con la comida.
              </Text>
              <Text inherit>
                Mi forma de trabajar es simple: primero te escucho. Con la ficha de anamnesis
                conozco tus hábitos, tu salud, tus horarios y tu entrenamiento. A partir de ahí armo
                un plan realista, con comidas que te gusten y que puedas sostener en el día a día.
              </Text>
              <Text inherit>
                Después viene lo más importante: el seguimiento. En los controles medimos tu
                progreso y ajustamos lo que haga falta. Podés hacerlo a distancia, desde cualquier
                lugar, o en consulta presencial.
              </Text>
            </Stack>
            <Group gap="sm" mt="xl">
              <Button
                component={Link}
                to={PATHS.onlinePlans()}
                rightSection={<IconArrowRight size={18} />}
              >
                Ver planes a distancia
              </Button>
              <Button component={Link} to={PATHS.inPerson()} variant="default">
                Turnos Presenciales
              </Button>
              <WhatsAppChatButton label="Escribime por WhatsApp" variant="light" />
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card
              withBorder
              radius="lg"
              padding="xl"
              bg="green.0"
              style={{ borderColor: 'var(--mantine-color-green-2)' }}
            >
              <Group gap="sm" mb="md">
                <ThemeIcon size={44} radius="xl" aria-hidden>
                  <IconRun size={24} />
                </ThemeIcon>
                <Title order={2} fz="xl">
                  En pocas palabras
                </Title>
              </Group>
              <List
                spacing="sm"
                icon={
                  <ThemeIcon size={22} radius="xl" variant="white" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {FACTS.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List>
            </Card>
          </Grid.Col>
        </Grid>

        <Box mt={{ base: 48, sm: 72 }}>
          <Title order={2} ta="center" mb="xl" fz={{ base: 26, sm: 32 }}>
            Cómo trabajo
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {VALUES.map((v) => (
              <Card key={v.title} withBorder radius="lg" padding="xl">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <v.icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {v.title}
                </Title>
                <Text c="dimmed" mt="xs">
                  {v.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Box>
      </Container>
    </>
  );
}
