import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { FieldGrid, FormSection } from '@web/components/forms/FormSection';

/** The profile's fields a CFE reads (issue 34). */
export type InvoiceDataField = 'rut' | 'razonSocial' | 'ci';

/** A document's name is not split at its hyphen on a phone ('e-' / 'Factura'). */
const Word = ({ children }: { children: string }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

/**
 * 'Datos para tu factura' (issue 34): the RUT and company name an e-Factura is made out to,
 * and the cédula, all optional. The checkout offers what is saved here; the contract's
 * schema checks the RUT's and the cédula's check digits as they are typed.
 */
export function InvoiceDataSection({
  isSelf,
  inputProps,
}: {
  /** Her own profile ('tu factura'), or the admin editing someone else's. */
  isSelf: boolean;
  inputProps: (field: InvoiceDataField) => GetInputPropsReturnType;
}) {
  return (
    <FormSection
      title={isSelf ? 'Datos para tu factura' : 'Datos para la factura'}
      description={
        <>
          Opcionales. Con RUT, {isSelf ? 'tus' : 'sus'} compras llevan <Word>e-Factura</Word> a
          nombre de {isSelf ? 'tu' : 'su'} razón social; sin RUT, un <Word>e-Ticket</Word> a
          consumidor final.
        </>
      }
    >
      <FieldGrid>
        <TextInput
          label="RUT"
          inputMode="numeric"
          placeholder="12 dígitos"
          maxLength={20}
          {...inputProps('rut')}
        />
        <TextInput
          label="Razón social"
          autoComplete="organization"
          maxLength={150}
          {...inputProps('razonSocial')}
        />
        <TextInput label="Cédula" placeholder="1.234.567-2" maxLength={20} {...inputProps('ci')} />
      </FieldGrid>
    </FormSection>
  );
}
