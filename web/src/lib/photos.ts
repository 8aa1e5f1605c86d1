import { MSG } from '@contract/common-text';
import { formatPercent } from '@contract/numbers';

/**
 * Photos as phones take them (issue 32): a 12-megapixel photo of 3 to 8 MB is shrunk in the
 * browser before it is sent, so it fits the server's 3 MB and reaches it in seconds on a
 * phone's connection. The server keeps its own limit and content checks
 * (api/src/media/uploads.ts): this only makes what a client sends fit them.
 */

/** The longest side sent: a body photo or an avatar never shows larger than this. */
export const PHOTO_MAX_SIDE = 1600;
/** JPEG quality: a 1600 px photo comes out at about 200 to 500 kB. */
export const PHOTO_QUALITY = 0.8;
/** What a phone's camera may hand over (a 50 MP photo is about 15 MB). */
export const PHOTO_MAX_BYTES = 20_000_000;

export const PHOTO_MSG = {
  tooBig: 'Foto demasiado pesada, máximo 20 MB',
  heic: 'Esa foto está en formato HEIC y este navegador no la puede abrir. En el iPhone: Ajustes › Cámara › Formatos › Más compatible, o mandala como captura de pantalla.',
  unreadable: 'No pudimos abrir esa foto. Probá con otra o mandala como captura de pantalla.',
} as const;

/** A photo the browser will not send, with the reason in the person's words. */
export class PhotoRefused extends Error {}

export type PhotoFormat = 'jpeg' | 'png' | 'heic';

/** HEIF brands an iPhone (or a Samsung set to HEIF) writes after 'ftyp'. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The photo's real format from its first 12 bytes; null for anything else (a GIF, a PDF, a
 * renamed file). The declared type and name are not trusted: desktop Chromium gives a HEIC
 * no type at all.
 */
export function photoFormatOf(head: Uint8Array): PhotoFormat | null {
  const at = (i: number) => head[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'png';
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && text(4, 8) === 'ftyp' && HEIF_BRANDS.has(text(8, 12))) return 'heic';
  return null;
}

/** The size a photo is drawn at: its longest side at most `max`, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** 'IMG_0412.HEIC' -> 'IMG_0412.jpg': what is sent is a JPEG, whatever came in. */
export const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'foto'}.jpg`;

/**
 * The photo as it is sent: decoded with its EXIF orientation applied, drawn with its longest
 * side at most 1600 px, and encoded as a JPEG at 80 %. Always a JPEG: these are photos of a
 * body or a face, where a transparent background means nothing (it is painted white, the
 * page's colour, not the canvas's black), and a 1600 px PNG photo could pass the server's
 * 3 MB. Encoding anew writes no EXIF at all, so the camera's GPS position never leaves the
 * phone. A HEIC is converted where the browser decodes it (Safari) and refused in words
 * that say what to do where it does not (Chromium).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoRefused(PHOTO_MSG.tooBig);
  const format = photoFormatOf(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
  // The spec's own refusal (DECISIONS §6), the one the server answers too.
  if (!format) throw new PhotoRefused(MSG.imageFormat);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefused(format === 'heic' ? PHOTO_MSG.heic : PHOTO_MSG.unreadable);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new PhotoRefused(PHOTO_MSG.unreadable);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY),
    );
    if (!blob) throw new PhotoRefused(PHOTO_MSG.unreadable);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}

/**
 * Several photos shrunk one after another (a phone holds one decoded 12 MP photo, 48 MB,
 * at a time): those that could be, and the first refusal's words, if any.
 */
export async function shrinkPhotos(
  files: readonly File[],
): Promise<{ photos: File[]; refused: string | null }> {
  const photos: File[] = [];
  let refused: string | null = null;
  for (const file of files) {
    try {
      photos.push(await shrinkPhoto(file));
    } catch (err) {
      refused ??= err instanceof PhotoRefused ? err.message : PHOTO_MSG.unreadable;
    }
  }
  return { photos, refused };
}

/** How far a multipart upload is: bytes sent of the whole body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The whole percent sent, the bar's: 0 until the browser knows the body's size. */
export const uploadPercent = ({ loaded, total }: UploadProgress) =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * 'Subiendo foto 1 de 2 · 45 %': which photo is on its way, from the bytes sent. The body
 * is the form's fields, then the photos in order (web/src/lib/form-data.ts), so photo k is
 * on its way until the bytes of the photos before it and its own are out; the percent is
 * of the whole body, the bar's. Once everything is sent the server is still checking and
 * storing: it says so.
 */
export function uploadProgressText({ loaded, total }: UploadProgress, sizes: readonly number[]) {
  // Before the first progress event the total is not known yet: nothing is sent.
  if (total > 0 && loaded >= total) return 'Fotos enviadas · guardando…';
  const percent = formatPercent(uploadPercent({ loaded, total }));
  if (sizes.length === 0) return `Guardando · ${percent}`;
  if (sizes.length === 1) return `Subiendo la foto · ${percent}`;
  let end = Math.max(0, total - sizes.reduce((sum, size) => sum + size, 0));
  let photo = sizes.length;
  for (const [i, size] of sizes.entries()) {
    end += size;
    if (loaded < end) {
      photo = i + 1;
      break;
    }
  }
  return `Subiendo foto ${photo} de ${sizes.length} · ${percent}`;
}
