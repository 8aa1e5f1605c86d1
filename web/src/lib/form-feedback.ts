import type { FormErrors } from '@mantine/form';
import classes from './form-feedback.module.css';

/** What useForm hands to `enhanceGetInputProps`, narrowed to what we read (so it fits any form). */
interface EnhancePayload {
  inputProps: { value?: unknown; error?: unknown };
  field: string | number | symbol;
  options: { type?: string };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's path type is generic per form.
  form: { isTouched: (path?: any) => boolean };
}

/**
 * Field feedback as spec §4 describes it: empty, has-success, has-danger. Pass as
 * `enhanceGetInputProps` to useForm: a touched, filled and valid text field gets a
 * green border (errors already get Mantine's red one and their message).
 */
export function successFeedback({ inputProps, field, options, form }: EnhancePayload) {
  if (options.type === 'checkbox' || options.type === 'radio') return undefined;
  const value: unknown = inputProps.value;
  const filled =
    typeof value === 'string' ? value.length > 0 : value !== undefined && value !== null;
  if (filled && !inputProps.error && form.isTouched(field))
    return { classNames: { input: classes.success } };
  return undefined;
}

/** Submit marks every field (spec §4): touched, so that valid ones show their success state too. */
export function touchAll(form: {
  getValues: () => object;
  setTouched: (s: Record<string, boolean>) => void;
}) {
  form.setTouched(Object.fromEntries(Object.keys(form.getValues()).map((k) => [k, true])));
}

/** Server field errors (400 `errors`) onto the form, for the fields the form has. */
export function fieldErrorsFrom(
  errors: Record<string, string>,
  fields: readonly string[],
): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => fields.includes(k)));
}
