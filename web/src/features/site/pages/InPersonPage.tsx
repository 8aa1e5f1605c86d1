import { Box, Container, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconCreditCard, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageIntro } from '@web/components/PageIntro';
import { usePublicPageMeta } from '@web/lib/use-page-meta';
import { ConsultingRoom } from '../components/ConsultingRoom';
import classes from './InPersonPage.module.css';

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
    text: 'Aboná la consulta presencial de forma segura con Mercado Pago.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Elegí día y hora',
    text: 'En el calendario seleccionás, entre los horarios libres, el que te quede mejor.',
  },
  {
    icon: IconMailCheck,
    title: 'Recibí la confirmación',
    text: 'Te llega un email con los datos del turno para que lo agendes. ¡Te espero!',
  },
];

/**
 * /auth/turnos-presenciales (spec §2 'Turnos Presenciales'): the in-person consultation,
 * its payment card (and her packs of controls'), the three booking steps and the calendar.
 * The cards and the order's state after paying belong to the shop, the calendar to the
 * agenda, so the route (app/) hands them in.
 */
export default function InPersonPage({
  payment,
  packs,
  orderStatus,
  calendar,
}: {
  /** The 'Turno Presencial' price and its checkout (or the invitation to register). */
  payment: ReactNode;
  /** Her packs of controls' cards (issue 34), beside the turno's; nothing when none is offered. */
  packs?: ReactNode;
  /** The state of the order the checkout returned with (`?pedido=`); nothing otherwise. */
  orderStatus: ReactNode;
  /** The week's calendar: busy hours for everyone, a client's own appointments. */
  calendar: ReactNode;
}) {
  usePublicPageMeta('/auth/turnos-presenciales');
  return (
    <>
      <PageIntro
        eyebrow="Turnos Presenciales"
        title="Consulta nutricional presencial"
        lead="Un encuentro cara a cara para conocernos, evaluar tu composición corporal y definir juntos el camino hacia tus objetivos."
      />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap="xl">
          {orderStatus}
          <ConsultingRoom />
          {packs ? (
            // With packs the cards sit side by side under the list, as many as fit a row.
            <>
              <Includes />
              <div className={classes.offers}>
                {payment}
                {packs}
              </div>
            </>
          ) : (
            <Grid gap={{ base: 32, md: 48 }}>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Includes />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>{payment}</Grid.Col>
            </Grid>
          )}
        </Stack>

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
        </Box>

        <Box mt={{ base: 48, sm: 64 }}>{calendar}</Box>
      </Container>
    </>
  );
}

function Includes() {
  return (
    <div>
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
    </div>
  );
}
