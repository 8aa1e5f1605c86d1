import {
  Badge,
  Box,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck } from '@tabler/icons-react';
import type { TNutrients } from '@contract/foods';
import type { TPlanTarget } from '@contract/meal-plans';
import type { TargetMark } from '@contract/nutrition';
import { formatDecimal, formatPercent } from '@contract/numbers';
import { MACROS, gapText, reached } from '../../lib/builder-format';

// Each mark said three ways: words, an icon and a colour (never colour alone).
const MARK_STYLE: Record<TargetMark, { color: string; icon: typeof IconCheck }> = {
  bajo: { color: 'orange', icon: IconArrowDown },
  ok: { color: 'green', icon: IconCheck },
  alto: { color: 'red', icon: IconArrowUp },
};

/**
 * The day's totals against the target, as she types: energy and each macro, how much is
 * missing or over. Stuck to the bottom of the screen while she scrolls the day's meals.
 */
export function DayTotals({
  dayName,
  totals,
  target,
}: {
  dayName: string;
  totals: TNutrients;
  target: TPlanTarget | null;
}) {
  return (
    <Paper
      component="section"
      aria-label="Totales del día"
      data-testid="day-totals"
      withBorder
      shadow="md"
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5 }}
    >
      <Compact totals={totals} target={target} />
      <Box visibleFrom="sm">
        <Group justify="space-between" gap="xs" mb={6}>
          <Text size="sm" fw={700}>
            Total de {dayName || 'el día'}
          </Text>
          {!target && (
            <Text size="xs" c="dimmed">
              Sin objetivo: definilo para ver lo que falta o sobra
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing={6}>
          {MACROS.map((m) => {
            const value = totals[m.key];
            const goal = target?.[m.key];
            const shown = `${formatDecimal(value, m.decimals)}${goal ? ` / ${formatDecimal(goal, m.decimals)}` : ''} ${m.unit}`;
            if (!goal)
              return (
                <Stack key={m.key} gap={0}>
                  <Text size="xs" c="dimmed">
                    {m.label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {shown}
                  </Text>
                </Stack>
              );
            const gap = gapText(value, goal, m.unit, m.decimals);
            const style = MARK_STYLE[gap.mark];
            const Icon = style.icon;
            return (
              <Stack key={m.key} gap={2} data-mark={gap.mark}>
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {m.label}
                  </Text>
                  <Text size="xs" fw={600}>
                    {shown}
                  </Text>
                </Group>
                <Progress
                  value={reached(value, goal)}
                  color={style.color}
                  size="sm"
                  aria-label={`${m.label}: ${formatPercent(reached(value, goal))} del objetivo`}
                />
                <Badge
                  variant="light"
                  color={style.color}
                  tt="none"
                  size="sm"
                  leftSection={<Icon size={12} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {gap.text}
                </Badge>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Box>
    </Paper>
  );
}

/**
 * On a phone: each figure with its mark as an icon and, for a screen reader, in words; on
 * one line when they fit, else two (at 360 px four figures with targets did not: issue 31).
 */
function Compact({ totals, target }: { totals: TNutrients; target: TPlanTarget | null }) {
  return (
    <Group hiddenFrom="sm" gap="xs" justify="space-between" wrap="wrap">
      {MACROS.map((m) => {
        const value = totals[m.key];
        const goal = target?.[m.key];
        const gap = goal ? gapText(value, goal, m.unit, m.decimals) : null;
        const Icon = gap ? MARK_STYLE[gap.mark].icon : null;
        return (
          <Text key={m.key} size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {Icon && gap && (
              <Icon
                size={12}
                aria-hidden
                color={`var(--mantine-color-${MARK_STYLE[gap.mark].color}-8)`}
                style={{ verticalAlign: 'middle', marginRight: 2 }}
              />
            )}
            {m.short} {formatDecimal(value, 0)}
            {goal ? `/${formatDecimal(goal, 0)}` : ''}
            {gap && <VisuallyHidden>{`${m.label}: ${gap.text}`}</VisuallyHidden>}
          </Text>
        );
      })}
    </Group>
  );
}
