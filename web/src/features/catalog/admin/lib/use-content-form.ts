import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { successFeedback, touchAll } from '../../../../lib/form-feedback';
import { notifySuccess, notifyWarning } from '../../../../lib/notify';
import { useGoBack } from './navigation';
import { reportSaveError } from './save-errors';
import { schemaErrors, toFormData } from './schema-errors';
import { usePendingFiles } from './use-pending-files';

type Payload = Record<string, string | undefined>;

/** A create or update mutation as the form uses it: the server answers with a message. */
interface SaveMutation<TVars> {
  mutateAsync: (vars: TVars) => Promise<{ message: string }>;
  isPending: boolean;
}

export interface ContentFormOptions<TValues extends Record<string, unknown>> {
  /** The record being edited; none when creating. */
  recordId: string | undefined;
  initialValues: TValues;
  /** The contract's create schema, checked against what would be sent. */
  schema: ZodType;
  payloadOf: (values: TValues, create: boolean) => Payload;
  /** The form's fields, which take the server's field errors. */
  fields: readonly (keyof TValues & string)[];
  /** Where to go after creating when there is no screen to go back to. */
  backTo: string;
  createMutation: SaveMutation<FormData>;
  updateMutation: SaveMutation<{ id: string; data: FormData }>;
  /** Toasts: `created` / `updated` when the server sends no message, `saveFailed` as the fallback warning. */
  texts: { created: string; updated: string; saveFailed: string };
}

/**
 * The save flow of the content forms (plan, recipe, tip): validation with the
 * contract schema, create with the pending images then back, update in place,
 * and server errors onto the fields and the image drop zone.
 */
export function useContentForm<TValues extends Record<string, unknown>>({
  recordId,
  initialValues,
  schema,
  payloadOf,
  fields,
  backTo,
  createMutation,
  updateMutation,
  texts,
}: ContentFormOptions<TValues>) {
  const create = recordId === undefined;
  const goBack = useGoBack(backTo);
  const pending = usePendingFiles();
  const [imageError, setImageError] = useState<string | null>(null);
  const saving = createMutation.isPending || updateMutation.isPending;

  const form = useForm<TValues>({
    initialValues,
    // A title is required on create (server) and kept on edit: an untitled product cannot be shown.
    validate: (values) => schemaErrors(schema, payloadOf(values, create)),
    validateInputOnBlur: true,
    enhanceGetInputProps: successFeedback,
  });

  const handleInvalid = () => {
    touchAll(form);
    notifyWarning('Revisá los campos marcados');
  };

  const handleSubmit = async (values: TValues) => {
    touchAll(form);
    const payload = payloadOf(values, create);
    try {
      if (recordId === undefined) {
        const { message } = await createMutation.mutateAsync(
          toFormData(
            payload,
            pending.items.map((p) => p.file),
          ),
        );
        pending.clear();
        notifySuccess(message || texts.created);
        // Spec §4: after creating a plan, back one screen.
        goBack();
      } else {
        const { message } = await updateMutation.mutateAsync({
          id: recordId,
          data: toFormData(payload),
        });
        form.resetDirty();
        notifySuccess(message || texts.updated);
      }
    } catch (err) {
      reportSaveError(err, {
        fallback: texts.saveFailed,
        fields,
        setFieldErrors: form.setErrors,
        uploadKind: 'image',
        setUploadError: setImageError,
      });
    }
  };

  return {
    form,
    create,
    /** Images chosen on create, sent with the record. */
    pending,
    imageError,
    setImageError,
    saving,
    onSubmit: form.onSubmit(handleSubmit, handleInvalid),
  };
}
