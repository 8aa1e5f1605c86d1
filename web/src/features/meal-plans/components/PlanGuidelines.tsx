import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  dayMicros,
  microLines,
  ultraProcessedSentence,
  ultraProcessedShare,
} from '@contract/day-micros';
import { hasNumbers } from '@contract/nutrition';
import type { RecipeIndex, TPlanDay, TPlanFoodAnswerIndex } from '@contract/meal-plans';
import type { TNutrientReferences } from '@contract/nutrient-references';
import type { FoodIndex } from '@contract/nutrition';
import { MicroLines } from './MicroLines';

/**
 * A plan against the guidelines (issue 35), as its client reads it when the numbers are
 * shown (issue 31's switch: without them the answer has no references and no values, and
 * this is not shown): each day's sodium, free sugars, saturated fat, calcium and iron in
 * words, and the share of the plan's energy from ultra-processed foods.
 */
export function PlanGuidelines({
  days,
  foods,
  recipes,
  references,
}: {
  days: readonly TPlanDay[];
  foods: TPlanFoodAnswerIndex;
  recipes: RecipeIndex;
  references: TNutrientReferences;
}) {
  const counted: FoodIndex = useMemo(
    () => new Map([...foods].filter(([, f]) => hasNumbers(f))) as FoodIndex,
    [foods],
  );
  const perDay = useMemo(
    () => days.map((d) => microLines(dayMicros(d, counted, recipes), references)),
    [days, counted, recipes, references],
  );
  const ultra = ultraProcessedSentence(ultraProcessedShare({ days: [...days] }, counted, recipes));
  return (
    <Stack gap="md">
      {days.map((d, i) => (
        <Stack key={i} gap={6}>
          {days.length > 1 && (
            <Text size="sm" fw={600}>
              {d.name}
            </Text>
          )}
          <MicroLines lines={perDay[i]!} label={`${d.name}: micronutrientes del día`} />
        </Stack>
      ))}
      {ultra && <Text size="sm">{ultra}</Text>}
    </Stack>
  );
}
