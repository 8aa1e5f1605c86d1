import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCircleCheckFilled,
  IconCircleDashed,
  IconClipboardHeart,
  IconEye,
  IconPlus,
  IconShieldLock,
  IconStethoscope,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { useControls } from '../../controls/api/get-controls';
import { formatDate, formatDateTime } from '@web/lib/dates';
import { formatMeasure } from '../../controls/lib/format';
import { useAccessLog } from '../api/get-access-log';
import { useAnamnesisByUser } from '../../anamnesis/api/get-anamnesis-by-user';
import {
  ACCESS_LOG_SHOWN,
  accessText,
  RECENT_CONTROLS_SHOWN,
  showsClinicalPanel,
} from '../lib/panel';

/**
 * The profile's clinical side panel (spec §2 'User profile form'; issue 8): what is
 * done, the anamnesis in short, the latest controls and, for the admin, who read
 * these records (DECISIONS §8). Composed into the profile by app/routes/ProfileRoute.
 */
export function ClinicalPanel({
  user,
  viewer,
  afterControls,
}: {
  user: TUser;
  viewer: TUser;
  /** What app/ composes right after the controls (the meal plan's adherence, for the admin). */
  afterControls?: ReactNode;
}) {
  if (!showsClinicalPanel(user, viewer)) return null;
  return (
    <Panel
      user={user}
      isAdmin={viewer.type === 'admin'}
      isSelf={viewer._id === user._id}
      afterControls={afterControls}
    />
  );
}

function Panel({
  user,
  isAdmin,
  isSelf,
  afterControls,
}: {
  user: TUser;
  isAdmin: boolean;
  isSelf: boolean;
  afterControls?: ReactNode;
}) {
  const anamnesis = useAnamnesisByUser(user._id);
  const controls = useControls(user._id);
  // After the reads above, so the log includes this visit.
  const log = useAccessLog(user._id, isAdmin && !anamnesis.isPending && !controls.isPending);

  return (
    <Stack gap="md">
      <Section icon={IconClipboardHeart} color="teal" title="Historia clínica" id="clinical-title">
        <List spacing={4} size="sm" center aria-label="Qué está completo">
          <Check done={user.anamnesisCompleted}>Anamnesis completa</Check>
          <Check done={user.firstControlCompleted}>Primer control a distancia</Check>
        </List>

        {anamnesis.isPending ? (
          <Skeleton height={64} mt="sm" />
        ) : anamnesis.isError ? (
          <Text size="sm" c="red" mt="sm">
            No pudimos cargar la anamnesis.
          </Text>
        ) : anamnesis.data ? (
          <Stack gap={6} mt="sm">
            <Group gap={6}>
              <Badge variant="light" color="teal">
                {anamnesis.data.kind === 'Extendido'
                  ? 'Anamnesis extendida'
                  : 'Anamnesis a distancia'}
              </Badge>
            </Group>
            <Fact label="Objetivo" value={anamnesis.data.objectives} />
            <Fact label="Alimentación" value={anamnesis.data.typeFeedin} />
            <Fact
              label="Consentimiento"
              value={`${formatDate(anamnesis.data.consentedAt)}${
                anamnesis.data.consentRecordedBy === 'admin'
                  ? ' (registrado por la nutricionista)'
                  : ''
              }`}
            />
            <Button
              component={Link}
              // The admin reads it first (printable); a client opens their own form.
              to={
                isAdmin && !isSelf
                  ? PATHS.anamnesisSummary(anamnesis.data._id)
                  : PATHS.anamnesisRecord(anamnesis.data._id)
              }
              variant="default"
              size="xs"
              mt={4}
              leftSection={<IconEye size={16} aria-hidden />}
            >
              Ver anamnesis
            </Button>
          </Stack>
        ) : (
          <Stack gap={6} mt="sm">
            <Text size="sm" c="dimmed">
              {isSelf ? 'Todavía no completaste tu anamnesis.' : 'Todavía no tiene anamnesis.'}
            </Text>
            <Stack gap="xs">
              <Button
                component={Link}
                to={PATHS.anamnesisOnline(user._id)}
                size="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                {isAdmin ? 'Anamnesis a distancia' : 'Completar anamnesis'}
              </Button>
              {isAdmin && (
                <Button
                  component={Link}
                  to={PATHS.anamnesis(user._id)}
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  Anamnesis extendida
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Section>

      <Section icon={IconStethoscope} color="indigo" title="Controles" id="clinical-controls-title">
        {controls.isPending ? (
          <Skeleton height={72} />
        ) : controls.isError ? (
          <Text size="sm" c="red">
            {CLINICAL_MSG.controlsFetch}
          </Text>
        ) : controls.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {isSelf ? 'Todavía no cargaste controles.' : 'Todavía no tiene controles.'}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {controls.data.slice(0, RECENT_CONTROLS_SHOWN).map((c) => (
              <Group key={c._id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={PATHS.controlDetails(c._id)} size="sm">
                  {formatDate(c.createdAt)}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatMeasure(c.peso, 'kg') ?? 'sin peso'}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Stack gap="xs" mt="md">
          <Button component={Link} to={PATHS.controls(user._id)} variant="default" size="xs">
            {controls.data && controls.data.length > 0
              ? 'Ver todos los controles'
              : 'Ir a controles'}
          </Button>
          <Button
            component={Link}
            to={PATHS.newControl(user._id)}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Nuevo control
          </Button>
        </Stack>
      </Section>

      {afterControls}

      {isAdmin && (
        <Section
          icon={IconShieldLock}
          color="gray"
          title="Accesos a la historia clínica"
          id="clinical-log-title"
        >
          {log.isPending ? (
            <Skeleton height={48} />
          ) : log.isError ? (
            <Text size="sm" c="red">
              No pudimos cargar los accesos.
            </Text>
          ) : log.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nadie leyó todavía estos datos.
            </Text>
          ) : (
            <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {log.data.slice(0, ACCESS_LOG_SHOWN).map((e, i) => (
                <li key={`${e.at}-${i}`}>
                  <Text size="sm">{accessText(e)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(e.at)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            Cada lectura de la anamnesis o los controles queda registrada (Ley 18.331).
          </Text>
        </Section>
      )}
    </Stack>
  );
}

function Section({
  icon: Icon,
  color,
  title,
  id,
  children,
}: {
  icon: typeof IconStethoscope;
  color: string;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" color={color} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

function Check({ done, children }: { done: boolean; children: string }) {
  return (
    <List.Item
      icon={
        done ? (
          <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-6)" aria-hidden />
        ) : (
          <IconCircleDashed size={18} color="var(--mantine-color-gray-5)" aria-hidden />
        )
      }
    >
      <Text span size="sm" c={done ? undefined : 'dimmed'}>
        {children}
      </Text>
      <VisuallyHidden>{done ? ': hecho' : ': pendiente'}</VisuallyHidden>
    </List.Item>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
