import { ApiError } from '../../../../lib/api';
import { notifyWarning } from '../../../../lib/notify';
import { uploadErrorOf, type UploadKind } from './upload-rules';

/**
 * A failed save, shown the way spec §8 asks: the server's message as a warning
 * toast, its field messages on the fields the form has, and upload refusals on
 * the drop zone.
 */
export function reportSaveError(
  err: unknown,
  opts: {
    fallback: string;
    fields?: readonly string[];
    setFieldErrors?: (errors: Record<string, string>) => void;
    uploadKind?: UploadKind;
    setUploadError?: (message: string) => void;
  },
) {
  if (!(err instanceof ApiError)) {
    notifyWarning(opts.fallback);
    return;
  }
  notifyWarning(err.message || opts.fallback);
  if (opts.fields && opts.setFieldErrors) {
    const fields = opts.fields;
    const onFields = Object.fromEntries(
      Object.entries(err.errors).filter(([k]) => fields.includes(k)),
    );
    if (Object.keys(onFields).length > 0) opts.setFieldErrors(onFields);
  }
  if (opts.uploadKind && opts.setUploadError) {
    const upload = uploadErrorOf(err, opts.uploadKind);
    if (upload) opts.setUploadError(upload);
  }
}

/** The Spanish message of any error, for inline alerts. */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;
