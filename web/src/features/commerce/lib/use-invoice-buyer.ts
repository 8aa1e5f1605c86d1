import { useForm } from '@mantine/form';
import { ZInvoiceBuyerSchema, type TInvoiceBuyer } from '@contract/commerce';
import type { TUser } from '@contract/users';
import { ApiError } from '@web/lib/api';
import { schemaErrors, successFeedback } from '@web/lib/form-feedback';

/** 'Quiero factura con RUT' as the checkout holds it (issue 34). */
export interface InvoiceBuyerValues {
  wanted: boolean;
  rut: string;
  razonSocial: string;
}

/**
 * What the checkout offers: the RUT and company of the buyer's profile, ticked when the
 * profile has a RUT. A session stored before issue 34 has neither: read as none.
 */
export function invoiceBuyerDefaults(
  user?: Partial<Pick<TUser, 'rut' | 'razonSocial'>> | null,
): InvoiceBuyerValues {
  return {
    wanted: Boolean(user?.rut),
    rut: user?.rut ?? '',
    razonSocial: user?.razonSocial ?? '',
  };
}

/** The fields' messages: the contract's own check (RUT check digit, company name), once ticked. */
export const invoiceBuyerErrors = (values: InvoiceBuyerValues) =>
  values.wanted
    ? schemaErrors(ZInvoiceBuyerSchema, { rut: values.rut, razonSocial: values.razonSocial })
    : {};

/** The server's field messages about the `factura` ('factura.rut'), keyed by the form's fields. */
export function facturaRefusal(err: unknown): Partial<Record<'rut' | 'razonSocial', string>> {
  if (!(err instanceof ApiError)) return {};
  const { 'factura.rut': rut, 'factura.razonSocial': razonSocial } = err.errors;
  return { ...(rut && { rut }), ...(razonSocial && { razonSocial }) };
}

/**
 * The invoice fields of one checkout: their form, the `factura` to send (checked first)
 * and the server's refusal of it put back on the fields.
 */
export function useInvoiceBuyer(user?: Partial<Pick<TUser, 'rut' | 'razonSocial'>> | null) {
  const form = useForm<InvoiceBuyerValues>({
    initialValues: invoiceBuyerDefaults(user),
    validate: invoiceBuyerErrors,
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });
  return {
    form,
    /** What goes as `factura`: undefined when not asked for; null when the fields refuse it. */
    factura(): TInvoiceBuyer | undefined | null {
      const values = form.getValues();
      if (!values.wanted) return undefined;
      if (form.validate().hasErrors) return null;
      return { rut: values.rut.trim(), razonSocial: values.razonSocial.trim() };
    },
    /** Puts the server's refusal of the `factura` on its fields; whether there was one. */
    showRefusal(err: unknown): boolean {
      const errors = facturaRefusal(err);
      if (Object.keys(errors).length === 0) return false;
      form.setErrors(errors);
      return true;
    },
  };
}

export type InvoiceBuyerForm = ReturnType<typeof useInvoiceBuyer>['form'];
