import type { FormErrors } from '@mantine/form';
import type { ZodType } from 'zod';
import { ApiError } from './api';
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

/**
 * Client-side check with the same contract schema the server applies (DECISIONS §1):
 * the first message of each field, keyed by its path as the form names it ('links.0').
 */
export function schemaErrors(schema: ZodType, payload: unknown): FormErrors {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Server field errors (400 `errors`) onto the form, for the fields the form has. */
export function fieldErrorsFrom(
  errors: Record<string, string>,
  fields: readonly string[],
): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => fields.includes(k.split('.')[0]!)),
  );
}

/**
 * A failed save split the way the screen shows it: the message for the warning
 * toast, the field messages the form has, and the rest (e.g. `galleryImage`, which
 * belongs to a drop zone).
 */
export function splitSaveError(
  err: unknown,
  fields: readonly string[],
  fallback: string,
): { message: string; fieldErrors: FormErrors; rest: Record<string, string> } {
  if (!(err instanceof ApiError)) return { message: fallback, fieldErrors: {}, rest: {} };
  const fieldErrors = fieldErrorsFrom(err.errors, fields);
  const rest = Object.fromEntries(Object.entries(err.errors).filter(([k]) => !(k in fieldErrors)));
  return { message: err.message || fallback, fieldErrors, rest };
}
