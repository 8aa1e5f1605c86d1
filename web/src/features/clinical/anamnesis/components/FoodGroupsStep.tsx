import {
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FOOD_GROUPS_DETAILED,
  FOOD_GROUPS_GRAMS,
  FOOD_GROUPS_TEXT,
  FREQUENCIES,
} from '@contract/clinical';
import { FOOD_GROUP_LABELS } from '../lib/labels';
import type { ExtendedField } from '../lib/values';
import classes from './AnamnesisForm.module.css';
import { INPUT_SIZE, type FieldProps } from './field-props';

type Group =
  | (typeof FOOD_GROUPS_GRAMS)[number]
  | (typeof FOOD_GROUPS_DETAILED)[number]
  | (typeof FOOD_GROUPS_TEXT)[number];

/** How the quantity of a group is asked (spec §3): grams, or text such as '250 cc'. */
type Quantity = 'grams' | 'text';

const SECTIONS: {
  title: string;
  groups: { group: Group; quantity: Quantity; detail?: ExtendedField }[];
}[] = [
  {
    title: 'Carnes, huevos y lácteos',
    groups: FOOD_GROUPS_GRAMS.map((group) => ({ group, quantity: 'grams' })),
  },
  {
    title: 'Vegetales, cereales y otros',
    groups: FOOD_GROUPS_DETAILED.map((group) => ({
      group,
      quantity: 'grams',
      detail: `${group}_detalle`,
    })),
  },
  {
    title: 'Caldos y bebidas',
    groups: FOOD_GROUPS_TEXT.map((group) => ({
      group,
      quantity: 'text',
      detail: `${group}_detalle`,
    })),
  },
];

function GroupFields({
  group,
  quantity,
  detail,
  field,
}: {
  group: Group;
  quantity: Quantity;
  /** The '_detalle' field, for the groups that have one. */
  detail?: ExtendedField;
  field: FieldProps;
}) {
  const titleId = `food-${group}`;
  return (
    <Paper
      component="fieldset"
      withBorder
      radius="md"
      m={0}
      className={classes.card}
      aria-labelledby={titleId}
      style={{ minWidth: 0 }}
    >
      <Title order={4} size="h5" id={titleId} mb="xs">
        {FOOD_GROUP_LABELS[group]}
      </Title>
      <Stack gap="sm">
        <Select
          label="Frecuencia"
          placeholder="Elegí una opción"
          size={INPUT_SIZE}
          data={[...FREQUENCIES]}
          // A narrower arrow leaves room for 'Determinadas veces por semana' on a 360 px phone.
          rightSectionWidth={28}
          // On the root: the field feedback (green when valid) sets the input's own classNames.
          className={classes.frequency}
          // Picking the chosen option again clears it; a clear button would cut the longest option on a phone.
          allowDeselect
          {...field(`${group}_frecuencia`)}
        />
        <SimpleGrid cols={detail ? 2 : 1} spacing="sm">
          {quantity === 'grams' ? (
            <NumberInput
              label="Cantidad (g)"
              size={INPUT_SIZE}
              min={0}
              max={5000}
              allowNegative={false}
              allowDecimal={false}
              hideControls
              inputMode="numeric"
              {...field(`${group}_cantidad`)}
            />
          ) : (
            <TextInput
              label="Cantidad"
              placeholder="Ej.: 250 cc"
              size={INPUT_SIZE}
              maxLength={200}
              {...field(`${group}_cantidad`)}
            />
          )}
          {detail && (
            <TextInput
              label="Detalle"
              placeholder={group === 'alcohol' ? 'Ej.: vino' : 'Cuáles'}
              size={INPUT_SIZE}
              maxLength={200}
              {...field(detail)}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The food groups of the extended form: how often, how much and which; none is required. */
export function FoodGroupsStep({ field }: { field: FieldProps }) {
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Cuánto y con qué frecuencia comés cada grupo. Completá lo que sepas: nada de este paso es
        obligatorio.
      </Text>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Title order={3} size="h5" mb="sm">
            {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {section.groups.map((g) => (
              <GroupFields key={g.group} {...g} field={field} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
