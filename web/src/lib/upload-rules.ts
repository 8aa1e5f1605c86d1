import { MIME_TYPES, type DropzoneProps, type FileRejection } from '@mantine/dropzone';
import { LIMITS, MSG } from '@contract/common-text';
import type { ErrorCode } from '@contract/errors';
import { PHOTO_MAX_BYTES, PHOTO_MSG } from './photos';

export type DropzoneKind = 'image' | 'file' | 'photo';

/**
 * What each drop zone accepts (spec §5, §9): images PNG/JPEG up to 3 MB; product files also
 * PDF, up to 20 MB; a client's photos (controls, profile) as the phone took them, up to
 * 20 MB, shrunk before they are sent (./photos.ts, which also judges their real format).
 */
export const UPLOAD_RULES: Record<
  DropzoneKind,
  {
    accept: NonNullable<DropzoneProps['accept']>;
    maxSize: number;
    format: string;
    tooBig: string;
    hint: string;
    hintOne: string;
  }
> = {
  image: {
    accept: [MIME_TYPES.png, MIME_TYPES.jpeg],
    maxSize: LIMITS.imageMaxBytes,
    format: MSG.imageFormat,
    tooBig: MSG.imageTooBig,
    hint: 'JPG o PNG, hasta 3 MB cada una',
    hintOne: 'JPG o PNG, hasta 3 MB',
  },
  file: {
    accept: [MIME_TYPES.png, MIME_TYPES.jpeg, MIME_TYPES.pdf],
    maxSize: LIMITS.fileMaxBytes,
    format: MSG.fileFormat,
    tooBig: MSG.fileTooBig,
    hint: 'PDF, JPG o PNG, hasta 20 MB cada uno',
    hintOne: 'PDF, JPG o PNG, hasta 20 MB',
  },
  photo: {
    // Any image type, and a HEIC also by its name (desktop Chromium gives it no type): it
    // reaches ./photos.ts, which converts it or says what to do, rather than the bare
    // format refusal. iOS hands over a JPEG whatever this says. Apart, because a wildcard
    // with extensions would mean 'images with these extensions only' (react-dropzone 20).
    accept: { 'image/*': [], 'image/heic': ['.heic'], 'image/heif': ['.heif'] },
    maxSize: PHOTO_MAX_BYTES,
    format: MSG.imageFormat,
    tooBig: PHOTO_MSG.tooBig,
    hint: 'Fotos del celular, hasta 20 MB cada una',
    hintOne: 'Una foto del celular, hasta 20 MB',
  },
};

/** The server takes at most this many files in one request. */
export const MAX_FILES_PER_DROP = LIMITS.maxFilesPerRequest;

const ONLY_ONE: Record<DropzoneKind, string> = {
  image: 'Elegí una sola imagen',
  file: 'Elegí un solo archivo',
  photo: 'Elegí una sola foto',
};

/**
 * Why dropped files were refused, in the product's words (DECISIONS §6). `multiple` is
 * false for a zone that takes one file (a profile photo).
 */
export function rejectionMessage(
  kind: DropzoneKind,
  rejections: FileRejection[],
  multiple = true,
): string {
  const rules = UPLOAD_RULES[kind];
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('too-many-files'))
    return multiple ? `Podés subir hasta ${MAX_FILES_PER_DROP} archivos por vez` : ONLY_ONE[kind];
  if (codes.includes('file-invalid-type')) return rules.format;
  if (codes.includes('file-too-large')) return rules.tooBig;
  return rules.format;
}

/** The server's refusals of a file's format, by kind: an image refused counts for both. */
const FORMAT_CODES: Record<DropzoneKind, readonly ErrorCode[]> = {
  image: ['common.imageFormat'],
  photo: ['common.imageFormat'],
  file: ['common.fileFormat', 'common.imageFormat'],
};

/** The upload message of a failed save, if the failure was about the files themselves. */
export function uploadErrorOf(
  err: { status: number; message: string; errors: Record<string, string>; code?: string },
  kind: DropzoneKind,
): string | null {
  const rules = UPLOAD_RULES[kind];
  if (err.errors.galleryImage) return err.errors.galleryImage;
  if (err.status === 413) return err.message || rules.tooBig;
  if (FORMAT_CODES[kind].some((code) => code === err.code)) return err.message;
  return null;
}
