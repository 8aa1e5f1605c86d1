import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { LineChart } from '@web/components/LineChart';
import { formatMeasure } from '../lib/format';
import type { Progress } from '../lib/progress';

/**
 * The progress chart (issue 8, beyond the spec): one chart per unit, oldest control
 * at the left. Every value is also in the cards and the table, for those who do not
 * read charts.
 */
export function ProgressChart({ progress }: { progress: Progress }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(progress.groups.length, 2), lg: progress.groups.length }}
      spacing="md"
    >
      {progress.groups.map((group) => (
        <Paper key={group.title} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Title order={3} size="h6" mb="xs">
            {group.title}
          </Title>
          <LineChart
            height={200}
            points={progress.points}
            series={group.series}
            unit={group.unit}
            format={(v) => formatMeasure(v) ?? ''}
            label={`${group.title}: ${group.series.map((s) => s.label).join(', ')}`}
          />
        </Paper>
      ))}
      <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        Los puntos sin medida se unen con el siguiente control que la tenga.
      </Text>
    </SimpleGrid>
  );
}
