import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TControl } from '@contract/clinical';
import { OFFLINE_MEASURES, ONLINE_MEASURES, type MeasureField } from '../lib/fields';
import { formatMeasure } from '../lib/format';

const plainLabel = (f: MeasureField) => f.label.replace(/\s*\([^)]*\)\s*$/, '');

/** A control's measures (spec §2: an in-person control shows its own fields too), as a list. */
export function ControlFacts({ control }: { control: TControl }) {
  const fields =
    control.typo === 'Offline' ? [...ONLINE_MEASURES, ...OFFLINE_MEASURES] : ONLINE_MEASURES;
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 2, sm: 3 }}
      spacing="md"
      verticalSpacing="sm"
      style={{ margin: 0 }}
    >
      {fields.map((f) => {
        // The index is a ratio: no unit after it.
        const value = formatMeasure(control[f.name], f.name === 'indice' ? undefined : f.unit);
        return (
          <Stack key={f.name} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {plainLabel(f)}
            </Text>
            <Text component="dd" m={0} fw={600} c={value ? undefined : 'dimmed'}>
              {value ?? 'Sin dato'}
            </Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
