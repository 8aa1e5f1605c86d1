import { Anchor, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatPercent } from '@contract/numbers';
import { ADHERENCE_DAYS } from '@contract/meal-plans-text';
import type { TAdherence } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';
import { useAdherence } from '../api/get-adherence';
import { daysUpTo, weekdayAndDay } from '../lib/today';

/**
 * For the nutritionist, beside a client's controls: how many of the meals of the
 * published plan the client ticked in the last 14 days, and a strip of one bar per day
 * (its height is the share done, so it does not rely on colour; each says its numbers).
 */
export function AdherenceSummary({ userId }: { userId: string }) {
  const query = useAdherence(userId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Adherencia al plan">
      <Group justify="space-between" align="baseline" gap="xs" mb="xs">
        <Title order={2} size="h5">
          Adherencia al plan (últimos {ADHERENCE_DAYS} días)
        </Title>
        <Anchor component={Link} to={PATHS.myMealPlans(userId)} size="sm">
          Ver plan alimentario
        </Anchor>
      </Group>
      {query.isPending ? (
        <Skeleton height={64} />
      ) : query.isError ? (
        <Text size="sm" c="red">
          No pudimos cargar la adherencia.
        </Text>
      ) : (
        <AdherenceBody adherence={query.data} />
      )}
    </Paper>
  );
}

export function AdherenceBody({ adherence: a }: { adherence: TAdherence }) {
  if (a.pct === null)
    return (
      <Text size="sm" c="dimmed">
        {a.from === null ? 'Sin plan publicado' : 'Todavía no hay comidas para contar.'}
      </Text>
    );
  const byDate = new Map(a.days.map((d) => [d.date, d]));
  return (
    <Stack gap="xs">
      <Text>
        <Text span fw={700} size="xl">
          {formatPercent(a.pct)}
        </Text>{' '}
        · {a.done} de {a.expected} comidas
      </Text>
      <Group
        component="ol"
        aria-label="Comidas hechas por día"
        gap={3}
        wrap="nowrap"
        align="flex-end"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {daysUpTo(a.to, ADHERENCE_DAYS).map((date) => {
          const d = byDate.get(date);
          const text = d
            ? `${weekdayAndDay(date)}: ${d.done} de ${d.expected} comidas`
            : `${weekdayAndDay(date)}: sin plan`;
          const share = d && d.expected > 0 ? d.done / d.expected : 0;
          return (
            <li
              key={date}
              title={text}
              style={{
                flex: '1 1 0',
                minWidth: 0,
                height: 40,
                display: 'flex',
                alignItems: 'flex-end',
                borderRadius: 3,
                background: d ? 'var(--mantine-color-gray-1)' : 'transparent',
                border: d
                  ? '1px solid var(--mantine-color-gray-6)'
                  : '1px dashed var(--mantine-color-gray-6)',
                overflow: 'hidden',
              }}
            >
              <span
                aria-hidden
                style={{
                  display: 'block',
                  width: '100%',
                  height: `${Math.round(share * 100)}%`,
                  background: 'var(--mantine-color-teal-7)',
                }}
              />
              <VisuallyHidden>{text}</VisuallyHidden>
            </li>
          );
        })}
      </Group>
      <Text size="xs" c="dimmed">
        Cada barra es un día, del más viejo al de hoy: su altura es la parte de las comidas que
        marcó como hechas.
      </Text>
    </Stack>
  );
}
