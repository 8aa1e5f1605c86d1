import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type SharpOptions } from 'sharp';
import { LIMITS, MSG } from '@contract/common-text';
import type { UploadKind } from '@contract/endpoint';
import { FOOD_CSV_MAX_BYTES, FOOD_MSG } from '@contract/foods';
import { badRequest, HttpError } from '../http/http-error';
import type { Storage, StorageArea, StoredExt } from './storage';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart body into memory with hard limits. Each file may be at
 * most `maxFileBytes`; a larger one is refused with `tooBigMessage` before anything is stored.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFileBytes: number; tooBigMessage: string },
): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: opts.maxFileBytes,
      files: LIMITS.maxFilesPerRequest,
      fields: 60,
      fieldSize: 200_000,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input arrives without a name: nothing to keep.
        if (part.filename) files.push({ fieldname: part.fieldname, filename: part.filename, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, opts.tooBigMessage);
    if (err instanceof HttpError || (code && code.startsWith('FST_'))) throw err;
    // The parser's own errors (a cut or malformed body) are the client's fault.
    throw badRequest(MSG.incompleteForm);
  }
  return { fields, files };
}

/** Accepts the body as JSON or multipart; JSON bodies carry no files. */
export async function readFormBody(
  request: FastifyRequest,
  opts: { maxFileBytes: number; tooBigMessage: string },
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (request.isMultipart()) return readMultipart(request, opts);
  const body = request.body;
  if (body === undefined || body === null) return { fields: {}, files: [] };
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest();
  return { fields: body as Record<string, unknown>, files: [] };
}

const IMAGE_TYPES: Record<string, StoredExt> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const FILE_TYPES: Record<string, StoredExt> = { ...IMAGE_TYPES, 'application/pdf': 'pdf' };

/** The real type from the file's first bytes; the declared type and name are ignored. */
async function sniff(data: Buffer, allowed: Record<string, StoredExt>): Promise<StoredExt | null> {
  const type = await fileTypeFromBuffer(data);
  return type ? (allowed[type.mime] ?? null) : null;
}

/**
 * Decoding cap: a phone's 48-50 MP photo passes; a few kilobytes of PNG that claim
 * 144 MP (a decompression bomb, well under the 3 MB limit) do not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const SHARP_FORMAT: Partial<Record<StoredExt, string>> = { png: 'png', jpg: 'jpeg' };

/**
 * Decodes the whole image (every pixel, into a thumbnail so memory stays small),
 * so a file with PNG or JPEG magic bytes and broken or truncated content is caught
 * here, not later by the resize route. `failOn: 'error'` tolerates the harmless
 * warnings some cameras write and refuses truncated data.
 */
export async function decodeImage(
  data: Buffer,
  ext: StoredExt,
): Promise<'ok' | 'broken' | 'too-many-pixels'> {
  const options: SharpOptions = {
    failOn: 'error',
    limitInputPixels: MAX_IMAGE_PIXELS,
    sequentialRead: true,
  };
  try {
    const meta = await sharp(data, { ...options, limitInputPixels: false }).metadata();
    if (meta.format !== SHARP_FORMAT[ext] || !meta.width || !meta.height) return 'broken';
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return 'too-many-pixels';
    await sharp(data, options).resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    return 'ok';
  } catch {
    return 'broken';
  }
}

/** A PDF starts with its header and ends with the %%EOF marker (trailing bytes allowed). */
function isWholePdf(data: Buffer): boolean {
  return (
    data.subarray(0, 5).toString('latin1') === '%PDF-' &&
    data.subarray(Math.max(0, data.length - 1024)).includes('%%EOF', 0, 'latin1')
  );
}

export const IMAGE_RULES = {
  maxFileBytes: LIMITS.imageMaxBytes,
  tooBigMessage: MSG.imageTooBig,
} as const;
export const FILE_RULES = {
  maxFileBytes: LIMITS.fileMaxBytes,
  tooBigMessage: MSG.fileTooBig,
} as const;

/** The kinds kept in storage: a CSV is read in memory and handed to its handler, never stored. */
export type StoredKind = Exclude<UploadKind, 'csv'>;

/** Where each kind of upload is kept: private photos apart from the public images. */
export const AREA_OF: Record<StoredKind, StorageArea> = {
  image: 'images',
  file: 'files',
  photo: 'photos',
  delivery: 'deliveries',
};

/** Kinds that take documents (PDF too, up to 20 MB) rather than images only. */
export const takesDocuments = (kind: UploadKind) => kind === 'file' || kind === 'delivery';

/** The only CSV the API reads is the food table's import, so its limit is that one's. */
export const CSV_RULES = {
  maxFileBytes: FOOD_CSV_MAX_BYTES,
  tooBigMessage: FOOD_MSG.csvTooBig,
} as const;

/** The size limit and its message for a kind, checked while the body is read. */
export const rulesFor = (kind: UploadKind) =>
  kind === 'csv' ? CSV_RULES : takesDocuments(kind) ? FILE_RULES : IMAGE_RULES;

/** Control characters no text file holds (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The text of each CSV sent: valid UTF-8 without control characters (a spreadsheet
 * exports that; an image is not it, and a Latin-1 file is told how to save it as UTF-8),
 * its byte-order mark dropped.
 * A file that is not one is the client's 400, in Spanish, before anything is read.
 */
export function csvTexts(files: UploadedFile[]): string[] {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  return files.map((f) => {
    if (f.data.length > CSV_RULES.maxFileBytes) throw new HttpError(413, CSV_RULES.tooBigMessage);
    // A file with control characters is no text at all (a photo, a spreadsheet's .xlsx).
    if (BINARY.test(f.data.toString('latin1')))
      throw badRequest(FOOD_MSG.csvRequired, { archivo: FOOD_MSG.csvRequired });
    try {
      return decoder.decode(f.data);
    } catch {
      // Text in another encoding (Latin-1, Windows-1252: Excel's plain 'CSV'): says so.
      throw badRequest(FOOD_MSG.csvNotUtf8, { archivo: FOOD_MSG.csvNotUtf8 });
    }
  });
}

/** The stored extension of an acceptable file; throws the client's answer otherwise. */
async function accept(
  data: Buffer,
  allowed: Record<string, StoredExt>,
  kind: 'image' | 'file',
): Promise<StoredExt> {
  const format = kind === 'image' ? MSG.imageFormat : MSG.fileFormat;
  const refuse = (message: string) => badRequest(message, { galleryImage: message });
  const ext = await sniff(data, allowed);
  if (!ext) throw refuse(format);
  if (ext === 'pdf') {
    if (!isWholePdf(data)) throw refuse(format);
    return ext;
  }
  const decoded = await decodeImage(data, ext);
  if (decoded === 'too-many-pixels') throw refuse(MSG.imagePixels);
  if (decoded !== 'ok') throw refuse(format);
  return ext;
}

/**
 * Checks every file first (size, real type, a full decode of images, a whole PDF)
 * and stores them only when all are acceptable, so a bad file in a batch leaves
 * nothing behind.
 */
export async function storeUploads(
  storage: Storage,
  files: UploadedFile[],
  kind: StoredKind,
): Promise<string[]> {
  const asFile = takesDocuments(kind);
  const allowed = asFile ? FILE_TYPES : IMAGE_TYPES;
  const area = AREA_OF[kind];
  const max = asFile ? FILE_RULES : IMAGE_RULES;
  const exts: StoredExt[] = [];
  for (const f of files) {
    if (f.data.length > max.maxFileBytes) throw new HttpError(413, max.tooBigMessage);
    exts.push(await accept(f.data, allowed, asFile ? 'file' : 'image'));
  }
  const names: string[] = [];
  try {
    for (const [i, f] of files.entries()) names.push(await storage.put(area, f.data, exts[i]!));
  } catch (err) {
    // A failed write (disk full) leaves none of this batch behind.
    await Promise.all(names.map((n) => storage.remove(area, n)));
    throw err;
  }
  return names;
}
