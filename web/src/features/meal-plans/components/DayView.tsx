import { Stack, Text } from '@mantine/core';
import { optionLetter } from '@contract/nutrition';
import type { RecipeIndex, TMealTick, TPlanDay, TPlanFoodAnswerIndex } from '@contract/meal-plans';
import { MealCard } from './MealCard';

/** A day of the plan, its meals in order; each one's mark is the client's tick of that date. */
export function DayView({
  day,
  foods,
  recipes,
  ticks,
  onTick,
}: {
  day: TPlanDay;
  foods: TPlanFoodAnswerIndex;
  /** The plan's recipes (their foods are in `foods`). */
  recipes: RecipeIndex;
  /** The ticks of the date being looked at. */
  ticks: readonly TMealTick[];
  /** null: read-only. */
  onTick: ((slot: string, done: boolean) => void) | null;
}) {
  if (day.meals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Este día no tiene comidas indicadas.
      </Text>
    );
  return (
    <Stack gap="sm">
      {day.meals.map((meal, i) => {
        // Another option of a meal ('o bien, opción B') is read, not ticked: the meal is.
        const option = optionLetter(day.meals, meal);
        return (
          <MealCard
            key={`${meal.slot}-${i}`}
            meal={meal}
            option={option}
            foods={foods}
            recipes={recipes}
            done={ticks.some((t) => t.slot === meal.slot)}
            onTick={option ? null : onTick && ((done) => onTick(meal.slot, done))}
          />
        );
      })}
    </Stack>
  );
}
