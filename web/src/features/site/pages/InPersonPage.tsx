import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCheck,
  IconCreditCard,
  IconInfoCircle,
  IconMailCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/PageIntro';
import { usePublicPageMeta } from '../../../lib/use-page-meta';
import { useSession } from '../../../lib/use-session';
import classes from './InPersonPage.module.css';
import { PATHS } from '@contract/pages';

/** The fixed product 'Turno Presencial' (spec §3, DECISIONS §4). */
const PRICE = new Intl.NumberFormat('es-UY', {
  style: 'currency',
  currency: 'UYU',
  maximumFractionDigits: 0,
}).format(1000);

const INCLUDES = [
  'Entrevista sobre tus hábitos, tu salud y tu entrenamiento',
  'Medidas: peso, perímetros y composición corporal',
  'Objetivos claros y un plan de alimentación a tu medida',
  'Registro de tu control para seguir tu evolución',
];

const STEPS = [
  {
    icon: IconCreditCard,
    title: 'Pagá tu turno',
    text: `Aboná la consulta presencial (${PRICE}) de forma segura con Mercado Pago.`,
  },
  {
    icon: IconCalendarEvent,
    title: 'Elegí día y hora',
    text: 'En el calendario seleccionás el horario libre que te quede mejor, de lunes a viernes de 9 a 17 h.',
  },
  {
    icon: IconMailCheck,
    title: 'Recibí la confirmación',
    text: 'Te llega un email con los datos del turno para que lo agendes. ¡Te espero!',
  },
];

export default function InPersonPage() {
  usePublicPageMeta('/auth/turnos-presenciales');
  const session = useSession();
  return (
    <>
      <PageIntro
        eyebrow="Turnos Presenciales"
        title="Consulta nutricional presencial"
        lead="Un encuentro cara a cara para conocernos, evaluar tu composición corporal y definir juntos el camino hacia tus objetivos."
      />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} fz={{ base: 22, sm: 26 }} mb="md">
              Qué incluye la consulta
            </Title>
            <List
              spacing="sm"
              size="md"
              icon={
                <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {INCLUDES.map((i) => (
                <List.Item key={i}>{i}</List.Item>
              ))}
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="lg" padding="xl" shadow="sm">
              <Badge variant="light" radius="sm">
                Turno Presencial
              </Badge>
              <Text mt="sm" fz={40} fw={800} lh={1.1} c="green.9">
                {PRICE}
              </Text>
              <Text c="dimmed" size="sm">
                Pesos uruguayos, por consulta.
              </Text>
              <Stack gap="xs" mt="lg">
                {session ? (
                  <Button size="md" disabled>
                    Pagar y reservar (muy pronto)
                  </Button>
                ) : (
                  <>
                    <Text size="sm">Para reservar necesitás una cuenta.</Text>
                    <Button component={Link} to={PATHS.register()} size="md">
                      Registrarme
                    </Button>
                    <Button component={Link} to={PATHS.login()} size="md" variant="default">
                      Ya tengo cuenta
                    </Button>
                  </>
                )}
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>

        <Box mt={{ base: 48, sm: 64 }}>
          <Title order={2} fz={{ base: 22, sm: 26 }} mb="lg">
            Reservá en tres pasos
          </Title>
          <Box component="ol" className={classes.steps}>
            {STEPS.map((s, i) => (
              <Box component="li" key={s.title} className={classes.step}>
                <Box className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </Box>
                <Box>
                  <Title order={3} fz="lg" className={classes.stepTitle}>
                    <s.icon size={20} stroke={1.7} aria-hidden /> {s.title}
                  </Title>
                  <Text c="dimmed" mt={4}>
                    {s.text}
                  </Text>
                </Box>
              </Box>
            ))}
          </Box>
          <Alert
            mt="xl"
            variant="light"
            icon={<IconInfoCircle size={20} />}
            title="El calendario llega muy pronto"
          >
            Estamos terminando el pago en línea y el calendario de turnos. Mientras tanto,
            escribinos desde{' '}
            <Anchor component={Link} to={PATHS.contact()} inherit fw={600} underline="always">
              Contacto
            </Anchor>{' '}
            y coordinamos tu consulta.
          </Alert>
        </Box>
      </Container>
    </>
  );
}
