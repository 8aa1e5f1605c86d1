import { Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { addDays, daysBetween, weekdayOf } from '@contract/calendar-day';
import type { TShoppingItem, TShoppingList } from '@contract/meal-plans';
import { alternativeText, shoppingLineText } from '@contract/shopping';

/**
 * 'Lista de compras para una semana' as the server says it (contract/shopping.ts): what to
 * buy of each food for the week, rounded up to what is sold, grouped by food group, its
 * 'o bien' options under it. On the client's phone each line is ticked off at the shop;
 * the ticks stay on that device for the week (localStorage, by plan and ISO week: no
 * server, nothing to sync) and a new week starts with none. Her view of the plan (no
 * `planId`) is the plain list.
 */
export function ShoppingList({
  list,
  planId = null,
  today,
}: {
  list: TShoppingList;
  /** The plan the ticks belong to; null: a list to read, not to tick. */
  planId?: string | null;
  /** Today in Montevideo ('YYYY-MM-DD'): the ticks last its week. */
  today: string;
}) {
  const [ticks, toggle] = useWeekTicks(planId, isoWeek(today));
  if (list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Todavía no hay alimentos en el plan.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      {list.map((group) => (
        <Stack key={group.group} gap={4}>
          <Title order={3} size="h5">
            {group.group}
          </Title>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.items.map((item) => (
              <Line
                key={item.foodId}
                item={item}
                ticked={ticks.has(item.foodId)}
                onTick={planId === null ? null : () => toggle(item.foodId)}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Line({
  item,
  ticked,
  onTick,
}: {
  item: TShoppingItem;
  ticked: boolean;
  onTick: (() => void) | null;
}) {
  const done = { textDecoration: ticked ? 'line-through' : undefined };
  const words = (
    <Group justify="space-between" wrap="nowrap" gap="sm" style={{ flex: 1 }}>
      <Text
        size="sm"
        c={ticked ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere', ...done }}
      >
        {item.name}
      </Text>
      <Text size="sm" fw={600} c={ticked ? 'dimmed' : undefined} style={{ flexShrink: 0, ...done }}>
        {item.quantity}
      </Text>
    </Group>
  );
  return (
    <li
      style={{
        padding: '4px 0',
        borderBottom: '1px dotted var(--mantine-color-default-border)',
      }}
    >
      {onTick ? (
        // The whole line is the checkbox's label: a thumb-sized target on a phone.
        <Checkbox
          checked={ticked}
          onChange={onTick}
          aria-label={`Comprado: ${shoppingLineText(item)}`}
          label={words}
          styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1 } }}
        />
      ) : (
        words
      )}
      {item.alternatives.map((alt) => (
        <Text
          key={alt.foodId}
          size="xs"
          c="dimmed"
          pl={onTick ? 32 : 0}
          style={{ overflowWrap: 'anywhere' }}
        >
          {alternativeText(alt)}
        </Text>
      ))}
    </li>
  );
}

/** '2026-W48': the ISO week of a day (weeks start on Monday; the first has a Thursday). */
function isoWeek(day: string): string {
  const fromMonday = (weekdayOf(day) + 6) % 7;
  const thursday = addDays(day, 3 - fromMonday);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const PREFIX = 'lista-de-compras';

function readTicks(key: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((x) => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The foods ticked this week on this device, and how to tick one. Writing drops the plan's
 * other weeks, so the phone keeps one week per plan. A phone that refuses storage (private
 * mode, full) keeps the ticks while the page is open.
 */
function useWeekTicks(planId: string | null, week: string) {
  const key = `${PREFIX}:${planId}:${week}`;
  const [state, setState] = useState(() => ({
    key,
    ticks: planId === null ? new Set<string>() : readTicks(key),
  }));
  // Given another plan or another week, the ticks are that one's.
  const current =
    state.key === key
      ? state
      : { key, ticks: planId === null ? new Set<string>() : readTicks(key) };
  if (current !== state) setState(current);

  const toggle = (foodId: string) => {
    const ticks = new Set(current.ticks);
    if (ticks.has(foodId)) ticks.delete(foodId);
    else ticks.add(foodId);
    setState({ key, ticks });
    try {
      for (let i = localStorage.length - 1; i >= 0; i -= 1) {
        const k = localStorage.key(i);
        if (k?.startsWith(`${PREFIX}:${planId}:`) && k !== key) localStorage.removeItem(k);
      }
      if (ticks.size > 0) localStorage.setItem(key, JSON.stringify([...ticks]));
      else localStorage.removeItem(key);
    } catch {
      // Not stored: the ticks still show until the page closes.
    }
  };
  return [current.ticks, toggle] as const;
}
