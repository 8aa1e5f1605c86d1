import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { OFFER_HOURS, type TWaitlistEntry } from '@contract/waitlist';
import { SectionCard } from '@web/components/SectionCard';
import { formatNumericDateTime, formatTime } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { useWaitlist } from '../api/get-waitlist';

/**
 * Her Agenda's 'Lista de espera' (issue 34): who waits for a turno, in the order the freed
 * slots are offered, and who holds an offer right now. The list is read-only: clients join
 * and leave it themselves, and the server moves offers down it.
 */
export function WaitlistSection() {
  const list = useWaitlist();
  return (
    <SectionCard title="Lista de espera">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Cuando se cancela un turno que un cliente podría reservar, se lo ofrecemos a la primera
          persona de la lista por {OFFER_HOURS} horas, y después a la siguiente.
        </Text>
        {list.isPending ? (
          <Skeleton height={60} radius="md" aria-label="Cargando la lista de espera" />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error, 'No pudimos cargar la lista de espera. Probá de nuevo.')}
          </Alert>
        ) : list.data.length === 0 ? (
          <Text size="sm">Nadie está esperando un turno.</Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Personas en la lista de espera, en orden"
          >
            {list.data.map((entry, i) => (
              <Entry key={entry._id} entry={entry} position={i + 1} />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function Entry({ entry, position }: { entry: TWaitlistEntry; position: number }) {
  return (
    <li>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text fw={700} w={28} ta="right" style={{ flexShrink: 0 }}>
          {position}.
        </Text>
        <Stack gap={2} miw={0}>
          <Group gap="xs" align="baseline">
            <Anchor component={Link} to={PATHS.profile(entry.userId)} fw={600}>
              {entry.name || entry.email}
            </Anchor>
            <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {entry.email}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            anotado el {formatNumericDateTime(entry.anotadoDesde)}
          </Text>
          {entry.ofertaHasta && (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconClockHour4 size={14} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              tt="none"
            >
              Turno ofrecido hasta las {formatTime(entry.ofertaHasta)}
            </Badge>
          )}
        </Stack>
      </Group>
    </li>
  );
}
