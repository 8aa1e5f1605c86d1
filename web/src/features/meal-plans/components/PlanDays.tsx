import { NativeSelect, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { RecipeIndex, TMealTick, TPlanDay, TPlanFoodAnswerIndex } from '@contract/meal-plans';
import { dayIndexFor } from '@contract/nutrition';
import { dayHeading, weekdayAndDay } from '../lib/today';
import { DayView } from './DayView';

/**
 * Today first: the heading names the date ('Hoy, jueves 26') and the plan's day for it
 * (dayIndexFor: the day named after its weekday, else the 'día tipo'); the other days are
 * a tab away. A client may also pick one of the last 7 days to tick what she ate then.
 */
export function PlanDays({
  days,
  foods,
  recipes,
  ticks,
  today,
  dates,
  onTick,
}: {
  days: readonly TPlanDay[];
  foods: TPlanFoodAnswerIndex;
  recipes: RecipeIndex;
  ticks: readonly TMealTick[];
  today: string;
  /** The dates that can be looked at (and ticked), today first. */
  dates: readonly string[];
  /** null: read-only (the nutritionist's view). */
  onTick: ((tick: { date: string; day: number; slot: string; done: boolean }) => void) | null;
}) {
  // The day she followed that date, when she ticked something; else the plan's day for it.
  const dayFor = (date: string) => {
    const ticked = ticks.find((t) => t.date === date && t.day < days.length);
    return ticked ? ticked.day : dayIndexFor(date, days);
  };
  const [date, setDate] = useState(dates[0] ?? today);
  const [day, setDay] = useState(() => dayFor(dates[0] ?? today));
  const dateTicks = useMemo(() => ticks.filter((t) => t.date === date), [ticks, date]);
  const planned = dayIndexFor(date, days);
  const dayView = (d: TPlanDay, i: number) => (
    <DayView
      day={d}
      foods={foods}
      recipes={recipes}
      ticks={dateTicks}
      onTick={onTick && ((slot, done) => onTick({ date, day: i, slot, done }))}
    />
  );

  const pickDate = (next: string) => {
    setDate(next);
    setDay(dayFor(next));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="plan-day-title">
      <div>
        <Title order={2} size="h3" id="plan-day-title">
          {dayHeading(date, today)}
        </Title>
        {days.length > 1 && (
          <Text size="sm" c="dimmed">
            Día del plan: {days[planned]!.name}
          </Text>
        )}
      </div>

      {dates.length > 1 && (
        <NativeSelect
          label="Día que estás mirando"
          description={onTick ? 'Podés marcar comidas de hoy y de los últimos 7 días.' : undefined}
          value={date}
          onChange={(e) => pickDate(e.currentTarget.value)}
          data={dates.map((d) => ({ value: d, label: dayHeading(d, today) }))}
          maw={320}
        />
      )}

      {days.length > 1 && day !== planned && onTick && (
        <Text size="sm" c="dimmed">
          Lo que marques en «{days[day]?.name}» cuenta para{' '}
          {date === today ? 'hoy' : `el ${weekdayAndDay(date)}`}.
        </Text>
      )}

      {days.length > 1 ? (
        <Tabs
          value={String(day)}
          onChange={(v) => v !== null && setDay(Number(v))}
          variant="pills"
          keepMounted={false}
        >
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
            <Tabs.List aria-label="Días del plan" style={{ flexWrap: 'nowrap', gap: 6 }}>
              {days.map((d, i) => (
                <Tabs.Tab key={i} value={String(i)} style={{ whiteSpace: 'nowrap' }}>
                  {d.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {days.map((d, i) => (
            <Tabs.Panel key={i} value={String(i)} pt="md">
              {dayView(d, i)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        dayView(days[0]!, 0)
      )}
    </Stack>
  );
}
