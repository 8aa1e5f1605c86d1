import { SimpleGrid, Text } from '@mantine/core';
import { SectionCard } from '@web/components/SectionCard';
import type { TControl } from '@contract/clinical';
import { formatDate } from '@web/lib/dates';
import { firstAndLast } from '../lib/photos';
import { PhotoLink } from './PhotoLink';

/** 'Primera y última foto': the client's first and newest photos side by side, when they differ. */
export function FirstLastPhotos({ controls }: { controls: readonly TControl[] }) {
  const pair = firstAndLast(controls);
  if (!pair) return null;
  const first = formatDate(pair.first.control.createdAt);
  const last = formatDate(pair.last.control.createdAt);
  return (
    <SectionCard title="Primera y última foto">
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
    </SectionCard>
  );
}
