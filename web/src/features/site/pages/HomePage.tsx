import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconChartLine,
  IconClipboardHeart,
  IconRun,
  IconSalad,
  IconShoppingBag,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@web/lib/use-session';
import classes from './HomePage.module.css';
import { PATHS } from '@contract/pages';

const STEPS = [
  {
    icon: IconShoppingBag,
    title: 'Elegí tu plan',
    text: 'A distancia o presencial, según tus objetivos y tu rutina.',
  },
  {
    icon: IconClipboardHeart,
    title: 'Contame de vos',
    text: 'Completás tu anamnesis: hábitos, salud, entrenamiento y gustos.',
  },
  {
    icon: IconSalad,
    title: 'Recibí tu plan',
    text: 'En un plazo de hasta 10 días hábiles tenés tu plan personalizado.',
  },
  {
    icon: IconChartLine,
    title: 'Seguimiento',
    text: 'Registramos tus controles y ajustamos el plan a medida que avanzás.',
  },
];

function HeroArt() {
  return (
    <Box className={classes.art} aria-hidden>
      <Box className={classes.artCircle}>
        <IconSalad size={120} stroke={1.2} />
      </Box>
      <Box className={`${classes.chip} ${classes.chipTop}`}>
        <ThemeIcon size={34} radius="xl" variant="light">
          <IconRun size={20} />
        </ThemeIcon>
        <span>Rendimiento deportivo</span>
      </Box>
      <Box className={`${classes.chip} ${classes.chipMiddle}`}>
        <ThemeIcon size={34} radius="xl" variant="light" color="lime">
          <IconToolsKitchen2 size={20} />
        </ThemeIcon>
        <span>Recetas simples y ricas</span>
      </Box>
      <Box className={`${classes.chip} ${classes.chipBottom}`}>
        <ThemeIcon size={34} radius="xl" variant="light" color="teal">
          <IconChartLine size={20} />
        </ThemeIcon>
        <span>Controles y seguimiento</span>
      </Box>
    </Box>
  );
}

/** The opening band: who she is and the two ways to start. */
export function HomeHero() {
  return (
    <Box component="section" className={classes.hero}>
      <Container size="lg" py={{ base: 40, sm: 56, md: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" className={classes.heroBadge}>
              Licenciada en Nutrición · Uruguay
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Nutrición deportiva y <span className={classes.highlight}>hábitos saludables</span>
            </Title>
            <Text className={classes.heroLead}>
              Te acompaño a comer mejor, rendir más en tu deporte y sostener cambios reales, con
              planes a tu medida a distancia o en consulta presencial.
            </Text>
            <Group gap="sm" className={classes.heroActions}>
              <Button
                component={Link}
                to={PATHS.onlinePlans()}
                size="lg"
                rightSection={<IconArrowRight size={20} />}
              >
                Planes a distancia
              </Button>
              <Button component={Link} to={PATHS.inPerson()} size="lg" variant="default">
                Turnos Presenciales
              </Button>
            </Group>
          </Stack>
          <HeroArt />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function HomeSteps() {
  return (
    <Box component="section" className={classes.stepsBand} aria-labelledby="como-funciona">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Stack gap={6} mb={32} ta="center" align="center">
          <Text className={classes.eyebrow}>Cómo funciona</Text>
          <Title order={2} id="como-funciona" className={classes.sectionTitle}>
            Tu plan a distancia en cuatro pasos
          </Title>
        </Stack>
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="lg"
          component="ol"
          className={classes.steps}
        >
          {STEPS.map((s, i) => (
            <Box component="li" key={s.title} className={classes.step}>
              <Group gap="sm" wrap="nowrap" mb="xs">
                <Text className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </Text>
                <s.icon size={26} stroke={1.6} className={classes.stepIcon} aria-hidden />
              </Group>
              <Title order={3} fz="lg">
                {s.title}
              </Title>
              <Text c="gray.7" size="sm" mt={4}>
                {s.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The closing call: register, or (signed in) go to the plans. */
export function HomeCta() {
  const session = useSession();
  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section">
      <Box className={classes.cta}>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} c="white" fz={{ base: 24, sm: 30 }}>
            ¿Empezamos?
          </Title>
          <Text c="green.0" maw={520}>
            {session
              ? 'Elegí tu plan o reservá tu consulta presencial. Cualquier duda, escribime.'
              : 'Creá tu cuenta gratis para comprar planes, completar tu anamnesis y seguir tus controles.'}
          </Text>
        </Stack>
        <Group gap="sm">
          {session ? (
            <Button component={Link} to={PATHS.onlinePlans()} size="md" variant="white">
              Ver planes
            </Button>
          ) : (
            <Button component={Link} to={PATHS.register()} size="md" variant="white">
              Registrarme
            </Button>
          )}
          <Button
            component={Link}
            to={PATHS.about()}
            size="md"
            variant="outline"
            color="white"
            className={classes.ctaGhost}
          >
            Conoceme
          </Button>
        </Group>
      </Box>
    </Container>
  );
}
