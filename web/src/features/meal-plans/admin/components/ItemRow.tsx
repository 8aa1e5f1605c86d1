import {
  ActionIcon,
  Box,
  Button,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsExchange,
  IconArrowUp,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { memo, useState, type Dispatch } from 'react';
import type { TPlanFood } from '@contract/meal-plans';
import type { FoodIndex } from '@contract/nutrition';
import type { SwapOption } from '@contract/swaps';
import { formatDecimal, formatGrams, formatKcal } from '@contract/numbers';
import { DecimalInput } from '@web/components/DecimalInput';
import { decimalValue } from '@web/lib/decimal';
import {
  MAX_SUBSTITUTES,
  portionFigures,
  pickFood,
  type DraftItem,
  type DraftPortion,
} from '../../lib/builder-draft';
import { type DraftAction } from '../../lib/builder-edits';
import { unitOptions, type FoodOptionGroup } from '../../lib/builder-food-search';
import { FoodPicker } from './FoodPicker';
import { SwapDialog, type SwapItem } from './SwapDialog';

interface Props {
  item: DraftItem;
  day: number;
  meal: number;
  index: number;
  count: number;
  /** 'Desayuno': names the row for a screen reader. */
  mealLabel: string;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  /** Every error of the plan by path; the row picks its own. */
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
}

/** '300 g · 105 kcal · P 10,2 · C 15 · G 0,3': what a portion weighs and brings (1.000 g and up in kg). */
function Figures({ portion, foods }: { portion: DraftPortion; foods: FoodIndex }) {
  if (!portion.foodId) return null;
  const { grams, nutrients: n } = portionFigures(portion, foods);
  if (grams === null)
    return (
      <Text size="xs" c="red.8">
        Esa medida no es del alimento: elegí otra unidad
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {`${formatGrams(grams)} · ${formatKcal(n.kcal)} · P ${formatDecimal(n.proteinas)} · C ${formatDecimal(n.carbohidratos)} · G ${formatDecimal(n.grasas)}`}
    </Text>
  );
}

/**
 * The foods 'Cambiar por…' may offer for one of `group`: the table's, as the picker offers
 * them. A food the table dropped (archived) is in the picker only to keep a saved row, under
 * a label that says so, not under its own name: it is not offered.
 */
function tableFoods(groups: readonly FoodOptionGroup[], foods: FoodIndex, group: string) {
  const offered: TPlanFood[] = [];
  for (const o of groups.find((g) => g.group === group)?.items ?? []) {
    const food = foods.get(o.value);
    if (food && o.label === food.name) offered.push(food);
  }
  return offered;
}

/**
 * One food of a meal: the food, how much (grams or one of its household measures), what
 * that weighs and brings, a note, and its 'o bien' substitutes. Memoized: typing in one
 * row does not redraw the others.
 */
export const ItemRow = memo(function ItemRow({
  item,
  day,
  meal,
  index,
  count,
  mealLabel,
  foods,
  groups,
  errors,
  dispatch,
}: Props) {
  const at = { day, meal, item: index };
  const path = `content.days.${day}.meals.${meal}.items.${index}`;
  const food = foods.get(item.foodId);
  const name = food?.name ?? `la fila ${index + 1} de ${mealLabel}`;
  const setFood = (foodId: string) =>
    dispatch({
      type: 'item',
      ...at,
      patch: { ...pickFood(foods.get(foodId), item), foodId },
    });
  // 'Cambiar por…' needs to know what the item brings: its food and an amount it weighs.
  const [swapping, setSwapping] = useState(false);
  const { grams } = portionFigures(item, foods);
  const swapItem: SwapItem | null =
    food && grams !== null && grams > 0
      ? {
          food,
          grams,
          amount: decimalValue(item.amount) ?? 0,
          unit: item.unit,
          substitutes: item.substitutes,
        }
      : null;
  const swapTo = (o: SwapOption, as: 'replaceItem' | 'addSubstitute') => {
    dispatch({ type: as, ...at, portion: { foodId: o.food._id, amount: o.amount, unit: o.unit } });
    setSwapping(false);
  };

  return (
    <Box
      data-testid="plan-item"
      py="sm"
      style={{ borderTop: index > 0 ? '1px solid var(--mantine-color-gray-3)' : undefined }}
    >
      <Grid gap="xs" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4, lg: 5 }}>
          <FoodPicker
            label="Alimento"
            name={`Alimento ${index + 1} de ${mealLabel}`}
            value={item.foodId}
            groups={groups}
            error={errors[`${path}.foodId`]}
            onChange={setFood}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <DecimalInput
            label="Cantidad"
            aria-label={`Cantidad de ${name}`}
            value={item.amount}
            onChange={(e) =>
              dispatch({ type: 'item', ...at, patch: { amount: e.currentTarget.value } })
            }
            error={errors[`${path}.amount`]}
            size="sm"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 3 }}>
          <Select
            label="Unidad"
            aria-label={`Unidad de ${name}`}
            data={unitOptions(food)}
            value={item.unit}
            onChange={(unit) => unit && dispatch({ type: 'item', ...at, patch: { unit } })}
            allowDeselect={false}
            error={errors[`${path}.unit`]}
            size="sm"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3, lg: 2 }}>
          <Group gap={4} justify="flex-end" wrap="nowrap" mt={{ base: 0, sm: 24 }}>
            {swapItem && (
              <Tooltip label="Cambiar por…">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Cambiar ${name} por…`}
                  onClick={() => setSwapping(true)}
                >
                  <IconArrowsExchange size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Subir ${name}`}
              disabled={index === 0}
              onClick={() => dispatch({ type: 'moveItem', ...at, by: -1 })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Bajar ${name}`}
              disabled={index === count - 1}
              onClick={() => dispatch({ type: 'moveItem', ...at, by: 1 })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Quitar ${name}`}
              onClick={() => dispatch({ type: 'removeItem', ...at })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Grid.Col>
      </Grid>
      <Stack gap={6} mt={4}>
        <Figures portion={item} foods={foods} />
        <TextInput
          aria-label={`Nota de ${name}`}
          placeholder="Nota (opcional): por ejemplo, cocida al vapor"
          value={item.note}
          onChange={(e) =>
            dispatch({ type: 'item', ...at, patch: { note: e.currentTarget.value } })
          }
          error={errors[`${path}.note`]}
          size="xs"
        />
        {item.substitutes.map((s, i) => (
          <SubstituteRow
            key={s.key}
            portion={s}
            index={i}
            of={name}
            path={`${path}.substitutes.${i}`}
            foods={foods}
            groups={groups}
            errors={errors}
            onChange={(patch) => dispatch({ type: 'substitute', ...at, sub: i, patch })}
            onRemove={() => dispatch({ type: 'removeSubstitute', ...at, sub: i })}
          />
        ))}
        {errors[`${path}.substitutes`] && (
          <Text size="xs" c="red.8">
            {errors[`${path}.substitutes`]}
          </Text>
        )}
        {item.substitutes.length < MAX_SUBSTITUTES && (
          <div>
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={`Agregar opción «o bien» a ${name}`}
              onClick={() => dispatch({ type: 'addSubstitute', ...at })}
            >
              O bien…
            </Button>
          </div>
        )}
      </Stack>
      {swapping && swapItem && (
        <SwapDialog
          item={swapItem}
          foods={tableFoods(groups, foods, swapItem.food.group)}
          onReplace={(o) => swapTo(o, 'replaceItem')}
          onAddSubstitute={(o) => swapTo(o, 'addSubstitute')}
          onClose={() => setSwapping(false)}
        />
      )}
    </Box>
  );
});

/** An 'o bien': what may replace the item's food, with its own amount. Not counted in totals. */
function SubstituteRow({
  portion,
  index,
  of,
  path,
  foods,
  groups,
  errors,
  onChange,
  onRemove,
}: {
  portion: DraftPortion;
  index: number;
  of: string;
  path: string;
  foods: FoodIndex;
  groups: FoodOptionGroup[];
  errors: Record<string, string>;
  onChange: (patch: Partial<Omit<DraftPortion, 'key'>>) => void;
  onRemove: () => void;
}) {
  const food = foods.get(portion.foodId);
  const name = food?.name ?? `la opción ${index + 1}`;
  return (
    <Box
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-green-2)' }}
      data-testid="plan-substitute"
    >
      <Grid gap="xs" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4, lg: 5 }}>
          <FoodPicker
            label="O bien"
            name={`O bien ${index + 1}, en lugar de ${of}`}
            value={portion.foodId}
            groups={groups}
            error={errors[`${path}.foodId`]}
            onChange={(foodId) => onChange({ ...pickFood(foods.get(foodId), portion), foodId })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }}>
          <DecimalInput
            label="Porción"
            aria-label={`Porción de ${name} (o bien)`}
            value={portion.amount}
            onChange={(e) => onChange({ amount: e.currentTarget.value })}
            error={errors[`${path}.amount`]}
            size="xs"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label="Medida"
            aria-label={`Medida de ${name} (o bien)`}
            data={unitOptions(food)}
            value={portion.unit}
            onChange={(unit) => unit && onChange({ unit })}
            allowDeselect={false}
            error={errors[`${path}.unit`]}
            size="xs"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 3, lg: 2 }}>
          <Group justify="flex-end" mt={22}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Quitar la opción ${name}`}
              onClick={onRemove}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Grid.Col>
      </Grid>
      <Figures portion={portion} foods={foods} />
    </Box>
  );
}
