import { useForm, type FormErrors } from '@mantine/form';
import { useId, useState } from 'react';
import type { ZodType } from 'zod';
import { schemaErrors, splitSaveError, successFeedback, touchAll } from './form-feedback';
import { formToasts } from './notify';

export const INVALID_FORM = 'Revisá los campos marcados';

export interface SchemaFormOptions<TValues extends Record<string, unknown>, TAnswer> {
  /** The contract schema the server applies to the same body (DECISIONS §1). */
  schema: ZodType;
  initialValues: TValues;
  /** What is checked against the schema: by default the values themselves. */
  toPayload?: (values: TValues) => unknown;
  /** Checks the schema makes too late for a person typing (e.g. a repeated password). */
  extraChecks?: (values: TValues) => FormErrors;
  /** Check each field as it changes, not only when it loses focus. */
  validateOnChange?: boolean;
  /** Sends the values; rejects with ApiError when the server refuses. */
  save: (values: TValues) => Promise<TAnswer>;
  /** The success toast for an answer; none when it gives null. */
  success?: (answer: TAnswer) => string | null;
  /** The warning when a save fails without a message of the server's. */
  failed: string;
  /** The warning when the form does not pass the schema (default: 'Revisá los campos marcados'; null: none, the fields say it). */
  invalid?: (errors: FormErrors) => string | null;
  onSaved?: (answer: TAnswer, values: TValues) => void;
  /** A refused save, with the messages that name no field of the form (a drop zone's, say). */
  onError?: (err: unknown, rest: Record<string, string>) => void;
}

/**
 * The one way a form works (spec §4, §8): a zod schema from contract/ validates a
 * Mantine form as the user types and on submit; submit marks every field (so valid
 * ones turn green); a refused save shows the server's message as a warning toast and
 * its field messages on the fields. Its toasts replace each other: one conversation.
 */
export function useSchemaForm<TValues extends Record<string, unknown>, TAnswer>({
  schema,
  initialValues,
  toPayload,
  extraChecks,
  validateOnChange,
  save,
  success,
  failed,
  invalid,
  onSaved,
  onError,
}: SchemaFormOptions<TValues, TAnswer>) {
  const [saving, setSaving] = useState(false);
  // One key per form: its toasts replace each other (a success clears the errors before it).
  const key = useId();
  const toasts = formToasts(`form${key}`);
  const form = useForm<TValues>({
    initialValues,
    validate: (values) => ({
      ...extraChecks?.(values),
      ...schemaErrors(schema, toPayload ? toPayload(values) : values),
    }),
    validateInputOnChange: validateOnChange,
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });

  const submit = async (values: TValues) => {
    touchAll(form);
    setSaving(true);
    try {
      const answer = await save(values);
      const text = success?.(answer);
      if (text) toasts.success(text);
      onSaved?.(answer, values);
    } catch (err) {
      const { message, fieldErrors, rest } = splitSaveError(
        err,
        Object.keys(form.getValues()),
        failed,
      );
      toasts.warning(message);
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      onError?.(err, rest);
    } finally {
      setSaving(false);
    }
  };

  const refuse = (errors: FormErrors) => {
    touchAll(form);
    const text = invalid ? invalid(errors) : INVALID_FORM;
    if (text) toasts.warning(text);
  };

  return { form, saving, onSubmit: form.onSubmit((values) => void submit(values), refuse) };
}
