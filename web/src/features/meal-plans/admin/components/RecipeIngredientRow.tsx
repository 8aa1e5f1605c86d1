import { ActionIcon, Grid, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { FoodIndex } from '@contract/nutrition';
import { DecimalInput } from '@web/components/DecimalInput';
import { pickFood } from '../../lib/builder-draft';
import { unitOptions, type FoodOptionGroup } from '../../lib/builder-food-search';
import { FoodPicker } from './FoodPicker';

/** An ingredient as she types it: the amount as text ('1,5'), for the whole recipe. */
export interface IngredientRowValues {
  key: number;
  foodId: string;
  amount: string;
  unit: string;
}

interface RowProps {
  row: IngredientRowValues;
  index: number;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  /** Every error of the section by path; the row picks its own. */
  errors: Record<string, string>;
  onChange: (at: number, patch: Partial<Omit<IngredientRowValues, 'key'>>) => void;
  onRemove: (at: number) => void;
}

/** One ingredient: the food, how much for the whole recipe, in grams or one of its measures. */
export const IngredientRow = memo(function IngredientRow({
  row,
  index,
  foods,
  groups,
  errors,
  onChange,
  onRemove,
}: RowProps) {
  const path = `ingredients.${index}`;
  const food = foods.get(row.foodId);
  const name = food?.name ?? `la fila ${index + 1} de la receta`;
  return (
    <Grid
      gap="xs"
      align="flex-start"
      py="xs"
      data-testid="recipe-ingredient"
      style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-gray-3)' : undefined }}
    >
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <FoodPicker
          label="Alimento"
          name={`Alimento ${index + 1} de la receta`}
          value={row.foodId}
          groups={groups}
          error={errors[`${path}.foodId`]}
          onChange={(foodId) => onChange(index, pickFood(foods.get(foodId), row))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 4, sm: 2 }}>
        <DecimalInput
          label="Cantidad"
          aria-label={`Cantidad de ${name}`}
          value={row.amount}
          onChange={(e) => onChange(index, { amount: e.currentTarget.value })}
          error={errors[`${path}.amount`]}
          size="sm"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <Select
          label="Unidad"
          aria-label={`Unidad de ${name}`}
          data={unitOptions(food)}
          value={row.unit}
          onChange={(unit) => unit && onChange(index, { unit })}
          allowDeselect={false}
          error={errors[`${path}.unit`]}
          size="sm"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 2, sm: 1 }}>
        <Group justify="flex-end" mt={24}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Quitar ${name}`}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Grid.Col>
    </Grid>
  );
});
