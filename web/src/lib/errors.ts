import { ApiError } from './api';
import { notifyWarning } from './notify';
import { uploadErrorOf, type DropzoneKind } from './upload-rules';

/** The Spanish message of any error, for inline alerts. */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message ? err.message : fallback;

/**
 * A failed upload or delete, shown the way spec §8 asks: the server's message as
 * a warning toast and, when the files themselves were refused, the reason on the
 * drop zone. Forms use useSchemaForm, which also puts field messages on fields.
 */
export function reportSaveError(
  err: unknown,
  opts: { fallback: string; uploadKind?: DropzoneKind; setUploadError?: (message: string) => void },
) {
  notifyWarning(errorMessage(err, opts.fallback));
  if (err instanceof ApiError && opts.uploadKind && opts.setUploadError) {
    const upload = uploadErrorOf(err, opts.uploadKind);
    if (upload) opts.setUploadError(upload);
  }
}
