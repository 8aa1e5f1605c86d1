import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarPlus,
  IconCalendarTime,
  IconClipboardHeart,
  IconPackage,
  IconStethoscope,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TUser } from '@contract/users';
import { formatLongDate, upcomingDates } from '@web/lib/dates';
import { PATHS } from '@contract/pages';

interface Props {
  user: TUser;
  viewerIsAdmin: boolean;
  isSelf: boolean;
  /**
   * What another feature shows here (the clinical records, composed by the app's
   * profile route); when given, it carries its own anamnesis and controls links.
   */
  clinical?: ReactNode;
  /** The admin's 'Asignar Plan' (commerce, composed by the app's profile route); admin only. */
  planAction?: ReactNode;
}

/**
 * The profile's side panel (spec §2 'User profile form'): upcoming controls, the
 * in-person booking button and, for a user with a plan or for the admin, the
 * anamnesis and controls buttons; 'Asignar Plan' for the admin, on someone else's profile.
 */
export function ProfileSidePanel({ user, viewerIsAdmin, isSelf, clinical, planAction }: Props) {
  const upcoming = upcomingDates([...user.controls, user.dateNextControl]);
  const showClinical = clinical === undefined && (Boolean(user.activePlan) || viewerIsAdmin);

  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="upcoming-controls-title"
      >
        <Group gap="xs" mb="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconCalendarTime size={18} />
          </ThemeIcon>
          <Title order={2} size="h5" id="upcoming-controls-title">
            Próximos controles
          </Title>
        </Group>
        {upcoming.length === 0 ? (
          <Text size="sm" c="dimmed">
            {/* The plan's control dates; booked in-person turnos have their own card. */}
            Sin controles del plan agendados
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {upcoming.map((d, i) => (
              <Group key={d} component="li" gap="xs" wrap="nowrap">
                <Badge size="xs" variant={i === 0 ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
                  {i === 0 ? 'Próximo' : `${i + 1}º`}
                </Badge>
                <Text size="sm">{formatLongDate(d)}</Text>
              </Group>
            ))}
          </Stack>
        )}
        <Button
          component={Link}
          to={PATHS.inPerson()}
          variant="light"
          fullWidth
          mt="md"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          Agendar turno presencial
        </Button>
      </Paper>

      {clinical}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-title">
        <Group gap="xs" mb="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" color="grape" aria-hidden>
            <IconPackage size={18} />
          </ThemeIcon>
          <Title order={2} size="h5" id="plan-title">
            Plan
          </Title>
        </Group>
        <Text size="sm" c={user.activePlan ? undefined : 'dimmed'}>
          {user.activePlan
            ? user.activePlan
            : isSelf
              ? 'Todavía no tenés un plan activo'
              : 'Sin plan activo'}
        </Text>
        {viewerIsAdmin && (
          <Badge mt={6} variant="light" color={user.paymentState === 'Pago' ? 'green' : 'orange'}>
            {user.paymentState}
          </Badge>
        )}

        {showClinical && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="md" spacing="xs">
            <Button
              component={Link}
              to={PATHS.anamnesis(user._id)}
              variant="default"
              leftSection={<IconClipboardHeart size={18} aria-hidden />}
            >
              Anamnesis
            </Button>
            <Button
              component={Link}
              to={PATHS.controls(user._id)}
              variant="default"
              leftSection={<IconStethoscope size={18} aria-hidden />}
            >
              Controles
            </Button>
          </SimpleGrid>
        )}

        {viewerIsAdmin && !isSelf && planAction}
      </Paper>
    </Stack>
  );
}
