import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TMealPlan } from '@contract/meal-plans';
import { publishedOn } from '../lib/today';

/** Published versions, each with its date and its PDF ('Descargar PDF'). */
export function VersionsList({
  versions,
  today,
  downloading,
  onDownload,
}: {
  versions: TMealPlan['versions'];
  today: string;
  downloading: number | null;
  onDownload: (version: number) => void;
}) {
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {versions.map((v) => (
        <Group
          key={v.version}
          component="li"
          justify="space-between"
          gap="xs"
          py={4}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm">
            <Text span fw={600} size="sm">
              Versión {v.version}
            </Text>{' '}
            · publicada el {publishedOn(v.publishedAt, today)}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading === v.version}
            onClick={() => onDownload(v.version)}
            aria-label={`Descargar PDF de la versión ${v.version}`}
          >
            Descargar PDF
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
