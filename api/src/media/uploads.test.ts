import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import {
  brokenPng,
  jpegImage,
  pdfBytes,
  pngBomb,
  pngImage,
  truncatedJpeg,
  truncatedPdf,
} from '../../test/fixtures';
import { HttpError } from '../http/http-error';
import { createDiskStorage, type Storage } from './storage';
import { decodeImage, storeUploads } from './uploads';

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-uploads-'));
  storage = createDiskStorage(dir);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const file = (data: Buffer, filename = 'x') => ({ fieldname: 'galleryImage', filename, data });
const stored = async (area: string) => fs.readdir(path.join(dir, area)).catch(() => []);

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('images are decoded before they are stored', () => {
  it('decodes real PNG and JPEG images', async () => {
    expect(await decodeImage(await pngImage(), 'png')).toBe('ok');
    expect(await decodeImage(await jpegImage(), 'jpg')).toBe('ok');
  });

  it('finds broken content behind real magic bytes, and a format that does not match', async () => {
    expect(await decodeImage(await brokenPng(), 'png')).toBe('broken');
    expect(await decodeImage(await truncatedJpeg(), 'jpg')).toBe('broken');
    expect(await decodeImage(await pngImage(), 'jpg')).toBe('broken');
  });

  it('refuses a small PNG that would decode to 144 megapixels without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    expect(await decodeImage(bomb, 'png')).toBe('too-many-pixels');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('storeUploads refuses a batch with one broken image and stores none of it', async () => {
    for (const bad of [await brokenPng(), await truncatedJpeg()]) {
      const err = await refusal(
        storeUploads(storage, [file(await pngImage()), file(bad)], 'image'),
      );
      expect(err.statusCode).toBe(400);
      expect(err.message).toBe(MSG.imageFormat);
    }
    const bomb = await refusal(storeUploads(storage, [file(pngBomb())], 'image'));
    expect([bomb.statusCode, bomb.message]).toEqual([400, MSG.imagePixels]);
    expect(await stored('images')).toEqual([]);
  });

  it('product files: a whole PDF passes; one without its %%EOF trailer, or a broken image, does not', async () => {
    const [name] = await storeUploads(storage, [file(pdfBytes)], 'file');
    expect(name).toMatch(/\.pdf$/);
    for (const bad of [truncatedPdf, await brokenPng()]) {
      const err = await refusal(storeUploads(storage, [file(bad)], 'file'));
      expect([err.statusCode, err.message]).toEqual([400, MSG.fileFormat]);
    }
    expect(await stored('files')).toEqual([name]);
  });
});
