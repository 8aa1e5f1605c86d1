import { Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconReplace } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { TPlanFood } from '@contract/meal-plans';
import { nutrientsIn } from '@contract/nutrition';
import { formatKcal, formatQuantity } from '@contract/numbers';
import { portionText } from '@contract/portions';
import { swapDiffText, swapOptions, type SwapOption } from '@contract/swaps';
import { substituteRefusal } from '../../lib/builder-edits';
import { Dialog } from '@web/components/dialogs/Dialog';

/** The item she asked to change: its food, its amount as written, what it weighs, its 'o bien'. */
export interface SwapItem {
  food: TPlanFood;
  amount: number;
  unit: string;
  grams: number;
  substitutes: readonly { foodId: string }[];
}

interface Props {
  item: SwapItem;
  /** The food table's foods (the item's group is picked from them). */
  foods: readonly TPlanFood[];
  onReplace: (option: SwapOption) => void;
  onAddSubstitute: (option: SwapOption) => void;
  onClose: () => void;
}

/** '1 taza (140 g)', '180 g': an amount as the plan writes it, with its grams when it is a measure. */
function amountText(p: { amount: number; unit: string }, food: TPlanFood): string {
  const { amount, detail } = portionText(p, food);
  return detail ? `${amount} (${detail})` : amount;
}

/**
 * 'Cambiar por…' on a food of the plan: foods of its group in the amount that brings its
 * energy (contract/swaps.ts), best first; each replaces the item or becomes one more of its
 * 'o bien'. Opened by the row, which closes it after a choice.
 */
export function SwapDialog({ item, foods, onReplace, onAddSubstitute, onClose }: Props) {
  const options = useMemo(
    () => swapOptions({ food: item.food, grams: item.grams }, foods),
    [item.food, item.grams, foods],
  );
  const kcal = nutrientsIn(item.food, item.grams).kcal;
  const title = `Cambiar «${item.food.name}» (${portionText(item, item.food).amount} · ${formatKcal(kcal)})`;
  const current = { foodId: item.food._id, substitutes: item.substitutes };

  return (
    <Dialog
      opened
      onClose={onClose}
      title={title}
      size="lg"
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Alimentos del mismo grupo con energía parecida (±10 %), en la cantidad que la iguala.
        </Text>
        {options.length === 0 ? (
          <Text c="dimmed" data-testid="swap-empty">
            No hay alimentos del mismo grupo con energía parecida
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {options.map((o) => (
              <OptionRow
                key={o.food._id}
                option={o}
                refusal={substituteRefusal(current, o.food._id)}
                onReplace={() => onReplace(o)}
                onAddSubstitute={() => onAddSubstitute(o)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}

/** One option: what it is and brings, and its two buttons (under the text on a phone). */
function OptionRow({
  option: o,
  refusal,
  onReplace,
  onAddSubstitute,
}: {
  option: SwapOption;
  /** Why it cannot be one more 'o bien', or null. */
  refusal: string | null;
  onReplace: () => void;
  onAddSubstitute: () => void;
}) {
  const name = o.food.name;
  const reasonId = `swap-refusal-${o.food._id}`;
  const n = o.nutrients;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="swap-option">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap="xs"
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
      >
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="sm">
            {`${amountText(o, o.food)} · ${formatKcal(o.kcal)} · ${swapDiffText(o.diffPct)}`}
          </Text>
          <Text size="xs" c="dimmed">
            {`P ${formatQuantity(n.proteinas, 'g')} · C ${formatQuantity(n.carbohidratos, 'g')} · G ${formatQuantity(n.grasas, 'g')}`}
          </Text>
        </div>
        <Stack gap={2} align="flex-start" style={{ flexShrink: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              leftSection={<IconReplace size={14} aria-hidden />}
              aria-label={`Reemplazar por ${name}`}
              onClick={onReplace}
            >
              Reemplazar
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              aria-label={`Agregar como «o bien»: ${name}`}
              aria-describedby={refusal ? reasonId : undefined}
              disabled={refusal !== null}
              onClick={onAddSubstitute}
            >
              Agregar como «o bien»
            </Button>
          </Group>
          {refusal && (
            <Text id={reasonId} size="xs" c="dimmed">
              {refusal}
            </Text>
          )}
        </Stack>
      </Flex>
    </Paper>
  );
}
