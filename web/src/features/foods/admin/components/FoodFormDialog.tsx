import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FOOD_GROUPS } from '@contract/foods-text';
import { NUTRIENT_RANGES, NUTRIENTS, ZFoodInputSchema, type TFood } from '@contract/foods';
import { DecimalInput } from '@web/components/DecimalInput';
import { FormSection } from '@web/components/forms/FormSection';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateFood } from '../../api/create-food';
import { useUpdateFood } from '../../api/update-food';
import { energyFromMacros, foodPayload, foodValues } from '../../lib/food-form';
import { nutrientText } from '../../lib/food-text';
import { MeasuresField } from './MeasuresField';
import { MicronutrientFields } from './MicronutrientFields';
import { ShoppingFields } from './ShoppingFields';
import { Dialog } from '@web/components/dialogs/Dialog';

/** What the dialog edits: a new food (`food` absent) or one of the table. */
export interface FoodFormTarget {
  food?: TFood;
}

interface Props {
  target: FoodFormTarget | null;
  onClose: () => void;
}

const GROUP_OPTIONS = FOOD_GROUPS.map((g) => ({ value: g, label: g }));

/**
 * 'Agregar alimento' and 'Editar': the whole food, checked with the same schema the
 * server applies. Full screen on a phone, where a centred modal leaves no room to type.
 */
export function FoodFormDialog({ target, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog
      opened={target !== null}
      onClose={onClose}
      title={target?.food ? 'Editar alimento' : 'Agregar alimento'}
      centered
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600 } }}
    >
      {target && <FoodForm food={target.food} onClose={onClose} />}
    </Dialog>
  );
}

function FoodForm({ food, onClose }: { food?: TFood; onClose: () => void }) {
  const create = useCreateFood();
  const update = useUpdateFood();
  const id = food?._id;
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZFoodInputSchema,
    initialValues: foodValues(food),
    toPayload: foodPayload,
    save: (values) =>
      id
        ? update.mutateAsync({ id, body: foodPayload(values) })
        : create.mutateAsync(foodPayload(values)),
    success: (answer) => answer.message,
    failed: 'No pudimos guardar el alimento. Probá de nuevo.',
    onSaved: onClose,
  });
  const values = form.getValues();
  const fromMacros = energyFromMacros(values);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormSection title="Alimento" columns>
          <TextInput
            label="Nombre"
            placeholder="Por ejemplo, manzana roja"
            maxLength={120}
            required
            {...form.getInputProps('name')}
          />
          <Select
            label="Grupo"
            placeholder="Elegí un grupo"
            data={GROUP_OPTIONS}
            allowDeselect={false}
            required
            {...form.getInputProps('group')}
            value={values.group || null}
            onChange={(v) => {
              const group = FOOD_GROUPS.find((g) => g === v);
              if (group) form.setFieldValue('group', group);
            }}
          />
        </FormSection>

        <TextInput
          label="Sinónimos"
          description="Otros nombres con los que lo buscás, separados por coma: así «calabaza» encuentra el zapallo al armar un plan."
          placeholder="Por ejemplo, calabaza, zapallo japonés"
          {...form.getInputProps('synonyms')}
        />

        <FormSection
          title="Cada 100 g"
          description="Con coma o punto decimal, tal como está en la tabla o la etiqueta."
          columns
        >
          {NUTRIENTS.map((n) => (
            <DecimalInput
              key={n}
              label={NUTRIENT_RANGES[n].label}
              required
              description={
                n === 'kcal'
                  ? `Energía según macros: ≈ ${fromMacros === null ? '—' : `${nutrientText(fromMacros)} kcal`} (4·P + 4·C + 9·G)`
                  : undefined
              }
              {...form.getInputProps(n)}
            />
          ))}
        </FormSection>

        <MicronutrientFields form={form} />

        <MeasuresField form={form} />

        <TextInput
          label="Fuente"
          description="De dónde salen los valores: una tabla, la etiqueta o tus propias medidas."
          placeholder="Por ejemplo, USDA FoodData Central"
          maxLength={200}
          {...form.getInputProps('source')}
        />

        <ShoppingFields form={form} />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
