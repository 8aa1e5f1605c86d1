import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { TControl } from '@contract/clinical';
import { formatDate } from '../../../../lib/dates';
import { firstAndLast } from '../lib/photos';
import { PhotoLink } from './PhotoLink';

/** 'Primera y última foto': the client's first and newest photos side by side, when they differ. */
export function FirstLastPhotos({ controls }: { controls: readonly TControl[] }) {
  const pair = firstAndLast(controls);
  if (!pair) return null;
  const first = formatDate(pair.first.control.createdAt);
  const last = formatDate(pair.last.control.createdAt);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="first-last-title"
    >
      <Title order={2} size="h5" id="first-last-title" mb="sm">
        Primera y última foto
      </Title>
      <SimpleGrid cols={2} spacing="sm" maw={620}>
        <PhotoLink
          photo={pair.first.photo}
          alt={`Primera foto, ${first}`}
          caption={`Primera · ${first}`}
        />
        <PhotoLink
          photo={pair.last.photo}
          alt={`Última foto, ${last}`}
          caption={`Última · ${last}`}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        La primera foto del primer control con fotos y la del más reciente.
      </Text>
    </Paper>
  );
}
