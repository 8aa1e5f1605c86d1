import { useState } from 'react';
import type { ZodType } from 'zod';
import { useGoBack } from '@web/lib/use-go-back';
import { ApiError } from '@web/lib/api';
import { toFormData } from '@web/lib/form-data';
import { uploadErrorOf } from '@web/lib/upload-rules';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { usePendingFiles } from '@web/lib/use-pending-files';

type Payload = Record<string, string | undefined>;

/** A create or update call as the content forms use it: the server answers with a message. */
interface SaveMutation<TVars> {
  mutateAsync: (vars: TVars) => Promise<{ message: string }>;
}

/**
 * How a plan, recipe or tip is saved (spec §4), on top of useSchemaForm: create
 * sends the chosen images with the record, then goes back one screen; update saves
 * in place, and on edit a dropped image is sent at once. Refused images show on the
 * drop zone.
 */
export function useContentSave<TValues extends Record<string, unknown>>({
  recordId,
  backTo,
  createMutation,
  updateMutation,
  replaceImage,
  schema,
  initialValues,
  payloadOf,
  texts,
}: {
  /** The record being edited; none when creating. */
  recordId: string | undefined;
  /** Where to go after creating when there is no screen to go back to. */
  backTo: string;
  createMutation: SaveMutation<FormData>;
  updateMutation: SaveMutation<{ id: string; data: FormData }>;
  /** A single card image: a new one replaces the stored one. */
  replaceImage?: boolean;
  /** The contract's create schema, checked against what would be sent. */
  schema: ZodType;
  initialValues: TValues;
  payloadOf: (values: TValues, create: boolean) => Payload;
  /** Toasts: `created` / `updated` when the server sends no message, `failed` as the fallback warning. */
  texts: { created: string; updated: string; failed: string };
}) {
  const create = recordId === undefined;
  const goBack = useGoBack(backTo);
  const pending = usePendingFiles();
  const [imageError, setImageError] = useState<string | null>(null);

  const { form, saving, onSubmit } = useSchemaForm({
    schema,
    initialValues,
    toPayload: (values) => payloadOf(values, create),
    save: (values) =>
      recordId === undefined
        ? createMutation.mutateAsync(
            toFormData(
              payloadOf(values, true),
              pending.items.map((p) => p.file),
            ),
          )
        : updateMutation.mutateAsync({ id: recordId, data: toFormData(payloadOf(values, false)) }),
    success: ({ message }) => message || (create ? texts.created : texts.updated),
    failed: texts.failed,
    onSaved: () => {
      if (create) {
        pending.clear();
        // Spec §4: after creating a plan, back one screen.
        goBack();
      } else form.resetDirty();
    },
    onError: (err) => {
      const upload = err instanceof ApiError ? uploadErrorOf(err, 'image') : null;
      if (upload) setImageError(upload);
    },
  });

  /** For ImagesField: the pending list, its error, and the at-once upload on edit. */
  const images = {
    pending,
    error: imageError,
    onError: setImageError,
    uploadNow:
      recordId === undefined
        ? undefined
        : (files: File[]) =>
            updateMutation.mutateAsync({
              id: recordId,
              // An empty `avatar` list drops the old image: the new one replaces it.
              data: toFormData(replaceImage ? { avatar: '' } : {}, files),
            }),
    disabled: saving,
  };

  return { form, create, saving, onSubmit, images };
}
