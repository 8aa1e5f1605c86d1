import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DecimalInput } from '@web/components/DecimalInput';
import { FormSection } from '@web/components/forms/FormSection';
import { newMeasure, type FoodFormValues } from '../../lib/food-form';

const MAX_MEASURES = 12;

/**
 * The household measures as a small editable list (name and grams per row), so the
 * builder can offer '1 taza' instead of grams. Each field is named with its row number,
 * which is what tells rows apart to a screen reader.
 */
export function MeasuresField({ form }: { form: UseFormReturnType<FoodFormValues> }) {
  const measures = form.getValues().measures;
  // The schema's whole-list messages (a repeated name, too many) have no row of their own.
  const listError = form.errors.measures;

  return (
    <FormSection
      title="Medidas caseras"
      description="Cuántos gramos pesa cada una, por ejemplo 1 taza = 160 g. Son opcionales."
    >
      {measures.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin medidas: en el plan se indica en gramos.
        </Text>
      )}
      <Stack gap="xs">
        {measures.map((m, i) => (
          <Group key={m.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Medida"
              aria-label={`Medida ${i + 1}`}
              placeholder="Ej.: 1 taza"
              maxLength={60}
              style={{ flex: '1 1 auto', minWidth: 0 }}
              {...form.getInputProps(`measures.${i}.name`)}
            />
            <DecimalInput
              label="Gramos"
              aria-label={`Gramos de la medida ${i + 1}`}
              w={112}
              style={{ flexShrink: 0 }}
              {...form.getInputProps(`measures.${i}.grams`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={25}
              aria-label={`Quitar la medida ${i + 1}`}
              onClick={() => form.removeListItem('measures', i)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {typeof listError === 'string' && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {listError}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={measures.length >= MAX_MEASURES}
          onClick={() => form.insertListItem('measures', newMeasure())}
        >
          Agregar medida
        </Button>
      </div>
    </FormSection>
  );
}
