import { Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MAX_INSTALLMENTS } from '@contract/catalog';
import { PACK_LIMITS, ZPackInputSchema, type TPack } from '@contract/credits';
import { FieldGrid } from '@web/components/forms/FormSection';
import { MoneyInput, TaxRateSelect } from '@web/components/forms/PriceFields';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { perControlPrice } from '../../lib/credits';
import { useCreatePack } from '../api/create-pack';
import { useUpdatePack } from '../api/update-pack';
import { defaultPackTitle, packPayload, packValues, type PackValues } from '../lib/pack-form';
import { Dialog } from '@web/components/dialogs/Dialog';

/** What the dialog edits: a new pack (`pack` absent) or one of the list. */
export interface PackFormTarget {
  pack?: TPack;
}

/**
 * 'Nuevo pack' and 'Editar': the whole pack, checked with the same schema the server
 * applies. Full screen on a phone, where a centred modal leaves no room to type.
 */
export function PackFormDialog({
  target,
  onClose,
}: {
  target: PackFormTarget | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog
      opened={target !== null}
      onClose={onClose}
      title={target?.pack ? 'Editar pack' : 'Nuevo pack'}
      centered
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600 } }}
    >
      {target && <PackForm pack={target.pack} onClose={onClose} />}
    </Dialog>
  );
}

/** A whole number between `min` and `max`. */
const countProps = (min: number, max: number) => ({
  min,
  max,
  allowDecimal: false,
  allowNegative: false,
  inputMode: 'numeric' as const,
});

function PackForm({ pack, onClose }: { pack?: TPack; onClose: () => void }) {
  const create = useCreatePack();
  const update = useUpdatePack();
  const id = pack?._id;
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZPackInputSchema,
    initialValues: packValues(pack),
    toPayload: packPayload,
    save: (values: PackValues) =>
      id
        ? update.mutateAsync({ id, body: packPayload(values) })
        : create.mutateAsync(packPayload(values)),
    success: (answer) => answer.message,
    failed: 'No pudimos guardar el pack. Probá de nuevo.',
    onSaved: onClose,
  });
  const values = form.getValues();
  const priced = Number(values.costPesos) > 0 && Number(values.creditos) > 0;
  const credits = form.getInputProps('creditos');

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {pack && (
          <Text size="sm" c="dimmed">
            Los cambios cuentan desde la próxima venta: lo ya vendido mantiene sus controles y su
            vencimiento.
          </Text>
        )}
        <TextInput
          label="Nombre"
          description="Como lo ve quien compra en la página de turnos."
          maxLength={PACK_LIMITS.title}
          required
          {...form.getInputProps('title')}
        />
        <FieldGrid>
          <NumberInput
            label="Controles"
            description={`Cuántos turnos da: de 2 a ${PACK_LIMITS.credits}.`}
            required
            {...countProps(2, PACK_LIMITS.credits)}
            {...credits}
            onChange={(value) => {
              // A name still the default follows the count ('Pack de 5 controles').
              if (form.getValues().title === defaultPackTitle(form.getValues().creditos))
                form.setFieldValue('title', defaultPackTitle(value));
              credits.onChange(value);
            }}
          />
          <MoneyInput
            label="Precio ($U)"
            currency="UYU"
            description={
              priced
                ? perControlPrice({
                    costPesos: String(values.costPesos),
                    creditos: Number(values.creditos),
                  })
                : 'Lo que paga quien compra el pack.'
            }
            required
            {...form.getInputProps('costPesos')}
          />
          <NumberInput
            label="Validez en días"
            description="Desde la compra; después, los controles sin usar vencen."
            required
            {...countProps(7, PACK_LIMITS.validityDays)}
            {...form.getInputProps('validezDias')}
          />
          <TaxRateSelect {...form.getInputProps('iva')} />
          <NumberInput
            label="Cuotas"
            description="Con más de 1, Mercado Pago ofrece pagarlo en cuotas."
            {...countProps(1, MAX_INSTALLMENTS)}
            {...form.getInputProps('cuotas')}
          />
        </FieldGrid>
        <Switch
          label="Se ofrece en la página de turnos"
          description="Apagado, deja de venderse; lo ya vendido sigue valiendo."
          {...form.getInputProps('activo', { type: 'checkbox' })}
        />
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
