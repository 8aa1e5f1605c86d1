import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TShoppingList } from '@contract/meal-plans';
import { formatGrams } from '@contract/numbers';

/**
 * 'Lista de compras para una semana': each food's grams of the week summed by the server
 * (contract/nutrition shoppingList), grouped by food group. Plain lists with no colour
 * and no controls, so it reads and prints the same.
 */
export function ShoppingList({ list }: { list: TShoppingList }) {
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
              <Group
                key={item.foodId}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py={2}
                style={{ borderBottom: '1px dotted var(--mantine-color-default-border)' }}
              >
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.name}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {formatGrams(item.grams)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
