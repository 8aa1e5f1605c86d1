import { Stack, Text, Title } from '@mantine/core';
import type { TControl } from '@contract/clinical';
import { CHART_MIN_CONTROLS, progressOf } from '../lib/progress';
import { MetricsTable } from './MetricsTable';
import { ProgressChart } from './ProgressChart';

/** 'Progreso': the chart from two controls on, and the computed figures of each control. */
export function ProgressSection({
  controls,
  isSelf,
}: {
  controls: readonly TControl[];
  isSelf: boolean;
}) {
  const progress = progressOf(controls);
  if (controls.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="progress-title">
      <div>
        <Title order={2} size="h4" id="progress-title">
          {isSelf ? 'Tu progreso' : 'Progreso'}
        </Title>
        <Text size="sm" c="dimmed">
          {controls.length < CHART_MIN_CONTROLS
            ? isSelf
              ? 'Con tu próximo control vas a ver acá cómo cambian tus medidas.'
              : 'Con el próximo control se ve acá cómo cambian las medidas.'
            : 'Cómo cambiaron las medidas de un control a otro.'}
        </Text>
      </div>
      {progress && progress.groups.length > 0 && <ProgressChart progress={progress} />}
      <div>
        <Title order={3} size="h5" mb="xs">
          Indicadores por control
        </Title>
        <MetricsTable controls={controls} />
      </div>
    </Stack>
  );
}
