import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { WEEKDAY_NAMES } from '@contract/meal-plans-text';
import {
  ZPlanContentSchema,
  type TPlanContent,
  type TPlanFood,
  type TPlanRecipe,
} from '@contract/meal-plans';
import { formatDecimal } from '@contract/numbers';
import { portionLine, recipeLine } from '@contract/portions';
import { formatDateTime } from '@web/lib/dates';

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

type Named = Pick<TPlanFood, 'name' | 'measures'>;

/** The entries of a stored list that carry an `_id`, by it (foods, recipes). */
function byId<T>(value: unknown): Map<string, T> {
  if (!Array.isArray(value)) return new Map();
  return new Map(
    value
      .filter((v): v is { _id: string } => typeof (v as { _id?: unknown })?._id === 'string')
      .map((v) => [v._id, v as T]),
  );
}

/** 'Objetivo diario: 1.800 kcal · proteínas 90 g · grasas 60 g · carbohidratos 220 g' */
function targetText(target: unknown): string | null {
  if (!target || typeof target !== 'object') return null;
  const t = target as Record<string, unknown>;
  const n = (k: string) => (typeof t[k] === 'number' ? formatDecimal(t[k], 0) : '—');
  return `Objetivo diario: ${n('kcal')} kcal · proteínas ${n('proteinas')} g · grasas ${n('grasas')} g · carbohidratos ${n('carbohidratos')} g`;
}

/** One published version as the client got it: its days, meals and what each takes. */
function VersionContent({
  content,
  foods,
  recipes,
}: {
  content: TPlanContent;
  foods: Map<string, Named>;
  recipes: Map<string, TPlanRecipe>;
}) {
  return (
    <Stack gap="sm">
      {content.days.map((day, d) => (
        <div key={d}>
          <Text size="sm" fw={700}>
            {day.name}
            {day.weekdays.length > 0 && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                · {day.weekdays.map((w) => WEEKDAY_NAMES[w - 1]).join(', ')}
              </Text>
            )}
          </Text>
          <Stack gap={6} mt={4}>
            {day.meals.map((meal) => (
              <div key={meal.slot}>
                <Text size="sm" fw={600}>
                  {[meal.time, meal.name].filter(Boolean).join(' · ')}
                </Text>
                <List size="sm" spacing={2}>
                  {meal.items.map((item, i) => (
                    <List.Item key={`f${i}`}>
                      {portionLine(item, foods.get(item.foodId))}
                      {item.substitutes.length > 0 &&
                        `; o bien ${item.substitutes.map((s) => portionLine(s, foods.get(s.foodId))).join('; ')}`}
                      {item.note && ` (${item.note})`}
                    </List.Item>
                  ))}
                  {meal.recipes.map((r, i) => (
                    <List.Item key={`r${i}`}>{recipeLine(r, recipes.get(r.recipeId))}</List.Item>
                  ))}
                </List>
                {meal.notes && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {meal.notes}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
        </div>
      ))}
      {content.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          <Text span size="sm" c="dimmed">
            Notas:{' '}
          </Text>
          {content.notes}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The meal-plan versions published to the person (part of the clinical record, DECISIONS
 * §13), as they were: each version's title and date, her target, and its days and meals.
 */
export function KeptMealPlans({ versions }: { versions: Array<Record<string, unknown>> }) {
  if (versions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No tenía planes alimentarios publicados.
      </Text>
    );
  return (
    <Stack gap="sm" component="ol" style={LIST}>
      {versions.map((v, i) => {
        const content = ZPlanContentSchema.safeParse(v.content);
        const target = targetText(v.target);
        return (
          <Paper key={String(v.id ?? i)} component="li" withBorder radius="sm" p="sm">
            <Group gap="xs" mb="xs" justify="space-between">
              <Title order={3} size="h6">
                {typeof v.title === 'string' && v.title ? v.title : 'Plan alimentario'}
              </Title>
              <Badge variant="light" size="sm">
                Versión {typeof v.version === 'number' ? v.version : i + 1}
              </Badge>
            </Group>
            {typeof v.publishedAt === 'string' && (
              <Text size="xs" c="dimmed">
                Publicada el {formatDateTime(v.publishedAt)}
              </Text>
            )}
            {target && (
              <Text size="xs" c="dimmed" mb="xs">
                {target}
              </Text>
            )}
            {content.success ? (
              <VersionContent
                content={content.data}
                foods={byId<Named>(v.foods)}
                recipes={byId<TPlanRecipe>(v.recipes)}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No pudimos leer el contenido de esta versión.
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
