import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { ANAMNESIS_SEXES, CONTROL_RANGES } from '@contract/clinical';
import { ZTargetRecordSchema, type TEnergyMethod, type TTargetInputs } from '@contract/meal-plans';
import { DayInput } from '@web/components/DayInput';
import { DecimalInput } from '@web/components/DecimalInput';
import { decimalText } from '@web/lib/decimal';
import { INVALID_FORM, useSchemaForm } from '@web/lib/use-schema-form';
import { useRecordTargetInputs } from '../../api/record-target-inputs';

type MissingValues = { birthDate: string; gender: string | null; talla: string; peso: string };
const NOTHING_TYPED: MissingValues = { birthDate: '', gender: null, talla: '', peso: '' };

/**
 * What the proposal lacks, typed in place without leaving the builder (issue 31) and saved
 * to the client's record: birth date and sex on the user, height and weight together as an
 * in-person control of today. The answer is the proposal recomputed.
 */
export function MissingInputs({
  userId,
  method,
  inputs,
}: {
  userId: string;
  method: TEnergyMethod;
  inputs: TTargetInputs;
}) {
  const asks = {
    birthDate: inputs.age === null,
    gender: inputs.sex === null,
    measures: inputs.heightCm === null || inputs.weightKg === null,
  };
  const mutation = useRecordTargetInputs();
  // Only what is asked, and only what she typed: one thing at a time is saved too.
  const toPayload = (v: MissingValues) => ({
    ...(asks.birthDate && v.birthDate && { birthDate: v.birthDate }),
    ...(asks.gender && v.gender && { gender: v.gender }),
    ...(asks.measures && { talla: decimalText(v.talla), peso: decimalText(v.peso) }),
  });
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZTargetRecordSchema,
    initialValues: NOTHING_TYPED,
    toPayload,
    save: (values) =>
      mutation.mutateAsync({
        userId,
        metodo: method,
        body: ZTargetRecordSchema.parse(toPayload(values)),
      }),
    success: (answer) => answer.message,
    failed: 'No pudimos guardarlo en la ficha del cliente. Probá de nuevo en unos minutos.',
    invalid: (errors) => (typeof errors.form === 'string' ? errors.form : INVALID_FORM),
    onSaved: () => form.reset(),
  });
  const { talla, peso } = CONTROL_RANGES;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Lo que falta para el objetivo">
      <Stack gap="xs">
        <Text size="sm">
          Escribilo acá: se guarda en la ficha del cliente y la propuesta se recalcula.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {asks.birthDate && (
            <DayInput
              label="Fecha de nacimiento"
              defaultLevel="decade"
              size="sm"
              {...form.getInputProps('birthDate')}
            />
          )}
          {asks.gender && (
            <Select
              label="Sexo"
              placeholder="Elegí una opción"
              data={[...ANAMNESIS_SEXES]}
              size="sm"
              {...form.getInputProps('gender')}
            />
          )}
          {asks.measures && (
            <>
              <DecimalInput
                label="Talla (cm)"
                description={`De ${talla.min} a ${talla.max}`}
                size="sm"
                {...form.getInputProps('talla')}
              />
              <DecimalInput
                label="Peso (kg)"
                description={`De ${peso.min} a ${peso.max}`}
                size="sm"
                {...form.getInputProps('peso')}
              />
            </>
          )}
        </SimpleGrid>
        {asks.measures && (
          <Text size="xs" c="dimmed">
            La talla y el peso se guardan juntos como un control presencial de hoy.
          </Text>
        )}
        {typeof form.errors.form === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.form}
          </Text>
        )}
        <Group>
          <Button
            type="submit"
            size="sm"
            variant="light"
            loading={saving}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            Guardar en la ficha
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
