import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FOOD_SHOPPING, FOOD_SHOPPING_LABELS } from '@contract/foods';
import { DecimalInput } from '@web/components/DecimalInput';
import { FormSection } from '@web/components/forms/FormSection';
import type { FoodFormValues } from '../../lib/food-form';

const SHOPPING_OPTIONS = FOOD_SHOPPING.map((value) => ({
  value,
  label: FOOD_SHOPPING_LABELS[value],
}));

/**
 * How the client's weekly shopping list buys the food (decision 0020): as it is sold, its
 * raw product when it is eaten cooked (the yield: grams of raw per gram cooked, and where
 * it comes from), an infusion's dry product (grams per litre), or not at all.
 */
export function ShoppingFields({ form }: { form: UseFormReturnType<FoodFormValues> }) {
  const shopping = form.getValues().shopping;
  return (
    <FormSection
      title="Lista de compras"
      description="Cómo lo pide tu cliente en la lista de compras de la semana."
    >
      <Select
        label="En la lista de compras"
        data={SHOPPING_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('shopping')}
        onChange={(v) => {
          const next = FOOD_SHOPPING.find((s) => s === v);
          if (next) form.setFieldValue('shopping', next);
        }}
      />
      {shopping === 'normal' && (
        <DecimalInput
          label="Gramos de crudo por gramo cocido"
          description="Solo si se come cocido: cuánto crudo hace falta para un gramo cocido (arroz ≈ 0,36; pollo ≈ 1,3). Vacío: se compra como se come."
          placeholder="Por ejemplo, 0,36"
          {...form.getInputProps('rawPerCooked')}
        />
      )}
      {shopping === 'dry' && (
        <>
          <TextInput
            label="Producto que se compra"
            placeholder="Por ejemplo, Yerba mate"
            maxLength={120}
            {...form.getInputProps('dryName')}
          />
          <DecimalInput
            label="Gramos por litro"
            description="Cuánto producto seco lleva un litro de la infusión (un termo de mate ≈ 50 g de yerba)."
            placeholder="Por ejemplo, 50"
            required
            {...form.getInputProps('dryGramsPerLitre')}
          />
        </>
      )}
      {shopping !== 'skip' && (
        <TextInput
          label="Fuente del rendimiento"
          description="De dónde sale el número: una tabla de rendimientos, tu medida, el envase."
          placeholder="Por ejemplo, USDA Table of Cooking Yields for Meat and Poultry (2012)"
          maxLength={200}
          {...form.getInputProps('yieldSource')}
        />
      )}
    </FormSection>
  );
}
