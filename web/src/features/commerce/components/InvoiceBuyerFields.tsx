import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { InvoiceBuyerForm } from '../lib/use-invoice-buyer';

/**
 * 'Quiero factura con RUT' before paying (issue 34): ticked, the RUT and the company's
 * name the e-Factura is made out to; unticked, the sale gets an e-Ticket. One column on
 * every screen: it sits in narrow cards and alerts.
 */
export function InvoiceBuyerFields({
  form,
  disabled,
}: {
  form: InvoiceBuyerForm;
  disabled?: boolean;
}) {
  return (
    <Stack gap="xs">
      <Checkbox
        label="Quiero factura con RUT"
        description="Sin RUT te enviamos un e-Ticket a consumidor final."
        disabled={disabled}
        {...form.getInputProps('wanted', { type: 'checkbox' })}
      />
      {form.values.wanted && (
        <>
          <TextInput
            label="RUT"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            placeholder="12 dígitos"
            maxLength={20}
            disabled={disabled}
            {...form.getInputProps('rut')}
          />
          <TextInput
            label="Razón social"
            withAsterisk
            autoComplete="organization"
            maxLength={150}
            disabled={disabled}
            {...form.getInputProps('razonSocial')}
          />
        </>
      )}
    </Stack>
  );
}
