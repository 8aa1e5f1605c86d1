import { Badge, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import type {
  RecipeIndex,
  TPlanFoodAnswer,
  TPlanMeal,
  TPortion,
  TPlanFoodAnswerIndex,
} from '@contract/meal-plans';
import { portionText, recipeIngredientsText, recipeLine } from '@contract/portions';

/**
 * One meal of a day on the client's plan page: each food in her household measures (grams
 * in muted text), its 'o bien' options and notes, each recipe in servings with what those
 * take, and the client's 'Hecha' tick. `onTick` null: read-only (the nutritionist's view),
 * the mark shown as a badge.
 */
export function MealCard({
  meal,
  option = null,
  foods,
  recipes,
  done,
  onTick,
}: {
  meal: TPlanMeal;
  /** 'B', 'C': another option of a meal, eaten instead of it (no tick of its own). */
  option?: string | null;
  foods: TPlanFoodAnswerIndex;
  recipes: RecipeIndex;
  done: boolean;
  onTick: ((done: boolean) => void) | null;
}) {
  const titleId = useId();
  const label = option ? `o bien, opción ${option}: ${meal.name}` : meal.name;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      style={done ? { borderColor: 'var(--mantine-color-green-8)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="xs">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {label}
          </Title>
          {meal.time && (
            <Text size="sm" c="dimmed">
              {meal.time}
            </Text>
          )}
        </div>
        {option ? null : onTick ? (
          <Checkbox
            size="lg"
            label="Hecha"
            aria-label={`Marcar ${label} como hecha`}
            checked={done}
            onChange={(e) => onTick(e.currentTarget.checked)}
            styles={{ body: { alignItems: 'center' }, label: { fontWeight: 600 } }}
          />
        ) : (
          <Badge
            variant="light"
            color={done ? 'green' : 'gray'}
            leftSection={done ? <IconCircleCheck size={14} aria-hidden /> : undefined}
          >
            {done ? 'Hecha' : 'Sin marcar'}
          </Badge>
        )}
      </Group>

      {meal.items.length === 0 && meal.recipes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin alimentos indicados.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {meal.items.map((item, i) => (
            <li key={`${item.foodId}-${i}`}>
              <Portion portion={item} food={foods.get(item.foodId)} />
              {item.substitutes.length > 0 && (
                <Text size="sm" mt={2}>
                  <Text span size="sm" fw={600}>
                    o bien:{' '}
                  </Text>
                  {item.substitutes.map((s, j) => (
                    <span key={`${s.foodId}-${j}`}>
                      {j > 0 && (
                        <Text span size="sm" c="dimmed">
                          {' · '}
                        </Text>
                      )}
                      <Portion portion={s} food={foods.get(s.foodId)} inline />
                    </span>
                  ))}
                </Text>
              )}
              {item.note && (
                <Text size="sm" c="dimmed" fs="italic" mt={2} style={{ overflowWrap: 'anywhere' }}>
                  {item.note}
                </Text>
              )}
            </li>
          ))}
          {meal.recipes.map((r, i) => (
            <li key={`${r.recipeId}-${i}`}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {recipeLine(r, recipes.get(r.recipeId))}
              </Text>
              <RecipeTakes text={recipeIngredientsText(r, recipes, foods)} />
              {r.note && (
                <Text size="sm" c="dimmed" fs="italic" mt={2} style={{ overflowWrap: 'anywhere' }}>
                  {r.note}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}

      {meal.notes && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {meal.notes}
        </Text>
      )}
    </Paper>
  );
}

/** What a recipe's servings take, 'Lleva: 150 g de zapallitos; …' (nothing when unknown). */
function RecipeTakes({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
      <Text span size="sm" fw={600}>
        Lleva:{' '}
      </Text>
      {text}
    </Text>
  );
}

/**
 * A food and its amount: on its own line the name left and her measure right ('2 rebanadas',
 * what it comes to muted below: '60 g', '200 ml'); inline, for an 'o bien', 'Galleta de
 * campaña, 1 unidad (25 g)' (contract/portions.ts: never a parenthesis inside another).
 */
function Portion({
  portion,
  food,
  inline,
}: {
  portion: Pick<TPortion, 'amount' | 'unit'>;
  food: TPlanFoodAnswer | undefined;
  inline?: boolean;
}) {
  const { amount, detail } = portionText(portion, food);
  const name = food?.name ?? 'Alimento';
  if (inline)
    return (
      <Text span size="sm">
        {name}, {amount}
        {detail && (
          <Text span inherit c="dimmed">
            {' '}
            ({detail})
          </Text>
        )}
      </Text>
    );
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0, maxWidth: '50%' }}>
        <Text fw={600} ta="right">
          {amount}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed" ta="right">
            {detail}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
