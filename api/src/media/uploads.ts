import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS, MSG } from '@contract/common';
import { badRequest, HttpError } from '../plugins/http-error';
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
    throw badRequest('El formulario llegó incompleto o mal formado');
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

export const IMAGE_RULES = {
  maxFileBytes: LIMITS.imageMaxBytes,
  tooBigMessage: MSG.imageTooBig,
} as const;
export const FILE_RULES = {
  maxFileBytes: LIMITS.fileMaxBytes,
  tooBigMessage: MSG.fileTooBig,
} as const;

/**
 * Checks every file first and stores them only when all are acceptable, so a bad
 * file in a batch leaves nothing behind.
 */
export async function storeUploads(
  storage: Storage,
  files: UploadedFile[],
  kind: 'image' | 'file',
): Promise<string[]> {
  const allowed = kind === 'image' ? IMAGE_TYPES : FILE_TYPES;
  const area: StorageArea = kind === 'image' ? 'images' : 'files';
  const max = kind === 'image' ? IMAGE_RULES : FILE_RULES;
  const exts: StoredExt[] = [];
  for (const f of files) {
    if (f.data.length > max.maxFileBytes) throw new HttpError(413, max.tooBigMessage);
    const ext = await sniff(f.data, allowed);
    if (!ext)
      throw badRequest(kind === 'image' ? MSG.imageFormat : MSG.fileFormat, {
        galleryImage: kind === 'image' ? MSG.imageFormat : MSG.fileFormat,
      });
    exts.push(ext);
  }
  const names: string[] = [];
  for (const [i, f] of files.entries()) names.push(await storage.put(area, f.data, exts[i]!));
  return names;
}
