import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { usePractice } from '@web/lib/get-practice';
import { openingHoursText } from '../lib/opening-hours';

/**
 * 'Horario de atención' on Contacto: her weekly hours as she set them in the Agenda
 * ('Lunes a viernes de 9:00 a 17:00; sábados de 9:00 a 12:00'), from GET consultorio
 * (prefetched on the server); nothing at all while she has none.
 */
export function OpeningHours() {
  const { data } = usePractice();
  const hours = openingHoursText(data?.weeklyHours ?? []);
  if (!hours) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="horario">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconClock size={24} stroke={1.6} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id="horario">
            Horario de atención
          </Title>
          <Text mt={2}>{hours}</Text>
        </div>
      </Group>
    </Card>
  );
}
