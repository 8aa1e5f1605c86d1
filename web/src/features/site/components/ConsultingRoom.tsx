import { Anchor, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { usePractice } from '@web/lib/get-practice';

/**
 * Where the consulting room is, with its map link (Turnos Presenciales, Contacto): what she
 * wrote in Editar Web; nothing at all while the address is empty. Prefetched on the server.
 */
export function ConsultingRoom() {
  const { data } = usePractice();
  const address = data?.address.trim();
  if (!address) return null;
  const map = data?.mapUrl.trim();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="consultorio">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <IconMapPin size={24} stroke={1.6} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id="consultorio">
            El consultorio
          </Title>
          <Text mt={2} style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
          {map && (
            <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
              Ver en el mapa
            </Anchor>
          )}
        </div>
      </Group>
    </Card>
  );
}
