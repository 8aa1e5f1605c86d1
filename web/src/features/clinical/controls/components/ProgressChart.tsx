import { LineChart } from '@mantine/charts';
// Inlined into this chunk rather than the app's one stylesheet, which blocks every page's
// first paint; the legend's colour swatches are Mantine core's, which the app does not load.
import chartStyles from '@mantine/charts/styles.css?inline';
import swatchStyles from '@mantine/core/styles/ColorSwatch.css?inline';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMeasure } from '../lib/format';
import type { Progress } from '../lib/progress';

/**
 * The progress chart (issue 8, beyond the spec): one chart per unit, oldest control
 * at the left. Loaded on its own (React.lazy) so only the controls page brings
 * recharts. Every value is also in the cards and the table, for those who do not
 * read charts.
 */
export default function ProgressChart({ progress }: { progress: Progress }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(progress.groups.length, 2), lg: progress.groups.length }}
      spacing="md"
    >
      <style href="mantine-charts" precedence="default">
        {swatchStyles + chartStyles}
      </style>
      {progress.groups.map((group) => (
        <Paper key={group.title} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Title order={3} size="h6" mb="xs">
            {group.title}
          </Title>
          <LineChart
            h={220}
            data={progress.points}
            dataKey="fecha"
            series={group.series}
            curveType="linear"
            connectNulls
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 44 }}
            gridAxis="y"
            tickLine="none"
            unit={` ${group.unit}`}
            valueFormatter={(v) => formatMeasure(v) ?? ''}
            yAxisProps={{ width: 64, domain: ['auto', 'auto'], tickCount: 5 }}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
            aria-label={`${group.title}: ${group.series.map((s) => s.label).join(', ')}`}
            role="img"
          />
        </Paper>
      ))}
      <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
        Los puntos sin medida se unen con el siguiente control que la tenga.
      </Text>
    </SimpleGrid>
  );
}
