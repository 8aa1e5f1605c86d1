import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TControl } from '@contract/clinical';
import { BODY_FAT_NOTE, metricItems } from '../lib/metrics';

/** The server's figures for one control; the body fat estimate says what it is. */
export function MetricsList({ control }: { control: TControl }) {
  const items = metricItems(control);
  const hasFat = items.some((i) => i.key === 'bodyFatPct');
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="sm" style={{ margin: 0 }}>
        {items.map((i) => (
          <Stack key={i.key} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {i.label}
              {i.key === 'bodyFatPct' && ' *'}
            </Text>
            <Text component="dd" m={0} fw={600} c={i.value ? undefined : 'dimmed'}>
              {i.value ?? 'Sin dato'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {hasFat && (
        <Text size="xs" c="dimmed">
          * {BODY_FAT_NOTE}
        </Text>
      )}
    </Stack>
  );
}
