import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedFitIn, fitIn } from '../src/media/resize';
import { isStoredName, type Storage } from '../src/media/storage';
import { jpegImage, pdfBytes, pngImage } from './fixtures';

/**
 * What every Storage does, whatever holds the bytes: run once per implementation
 * (disk in media/storage.test.ts, S3 in media/s3-storage.test.ts), so the app cannot
 * tell them apart. `make` is called once, inside a beforeAll of the suite; the caller
 * cleans up in its own afterAll.
 */
export function storageBehaviours(kind: string, make: () => Promise<Storage>): void {
  describe(`${kind} storage`, () => {
    let storage: Storage;
    beforeAll(async () => {
      storage = await make();
    });

    it('is ready', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('stores bytes under a new name of its own and gives the same bytes back', async () => {
      const jpg = await jpegImage();
      const name = await storage.put('images', jpg, 'jpg');
      expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect((await storage.read('images', name))?.equals(jpg)).toBe(true);
      expect(await storage.exists('images', name)).toBe(true);

      const pdf = await storage.put('files', pdfBytes, 'pdf');
      expect(pdf).toMatch(/\.pdf$/);
      expect((await storage.read('files', pdf))?.equals(pdfBytes)).toBe(true);
    });

    it('names the same bytes twice with two names', async () => {
      const png = await pngImage(32, 32);
      const a = await storage.put('images', png, 'png');
      const b = await storage.put('images', png, 'png');
      expect(a).not.toBe(b);
      await storage.remove('images', a);
      expect((await storage.read('images', b))?.equals(png)).toBe(true);
    });

    it('keeps each area apart: a photo is not an image', async () => {
      const name = await storage.put('photos', await jpegImage(), 'jpg');
      expect(await storage.exists('photos', name)).toBe(true);
      expect(await storage.exists('images', name)).toBe(false);
      expect(await storage.read('images', name)).toBeNull();
      expect(await storage.read('deliveries', name)).toBeNull();
    });

    it('a missing file reads as null and does not exist; removing it is no error', async () => {
      const missing = `${'0'.repeat(32)}.png`;
      expect(await storage.read('images', missing)).toBeNull();
      expect(await storage.exists('images', missing)).toBe(false);
      await expect(storage.remove('images', missing)).resolves.toBeUndefined();
    });

    it('never reads, tests or removes a name it did not make (no way out of an area)', async () => {
      const name = await storage.put('files', pdfBytes, 'pdf');
      for (const bad of [
        `../files/${name}`,
        `images/../files/${name}`,
        'x.png',
        `${name}/`,
        name.toUpperCase(),
      ]) {
        expect(await storage.read('images', bad)).toBeNull();
        expect(await storage.exists('images', bad)).toBe(false);
        await expect(storage.remove('images', bad)).resolves.toBeUndefined();
      }
      expect(await storage.exists('files', name)).toBe(true);
    });

    it('removes a file for good', async () => {
      const name = await storage.put('deliveries', pdfBytes, 'pdf');
      await storage.remove('deliveries', name);
      expect(await storage.exists('deliveries', name)).toBe(false);
      expect(await storage.read('deliveries', name)).toBeNull();
      await expect(storage.remove('deliveries', name)).resolves.toBeUndefined();
    });

    it('resizes from the stored original, and a removal takes the resized variants along', async () => {
      const image = await storage.put('images', await jpegImage(900, 600), 'jpg');
      const photo = await storage.put('photos', await pngImage(900, 600), 'png');
      const base = (n: string) => n.replace(/\.\w+$/, '.webp');
      expect(await fitIn(storage, '250x280', image)).not.toBeNull();
      expect(await cachedFitIn(storage, 'photos', '250x280', photo)).not.toBeNull();
      const imageVariant = path.join(storage.cacheDir, '250x280', base(image));
      const photoVariant = path.join(storage.privateCacheDir, '250x280', base(photo));
      await expect(fs.access(imageVariant)).resolves.toBeUndefined();
      await expect(fs.access(photoVariant)).resolves.toBeUndefined();

      await storage.remove('images', image);
      await storage.remove('photos', photo);
      await expect(fs.access(imageVariant)).rejects.toThrow();
      await expect(fs.access(photoVariant)).rejects.toThrow();
      expect(await fitIn(storage, '250x280', image)).toBeNull();
      expect(await cachedFitIn(storage, 'photos', '250x280', photo)).toBeNull();
    });

    it('lists the names of one area, and only its originals', async () => {
      const jpg = await storage.put('deliveries', await jpegImage(300, 200), 'jpg');
      const pdf = await storage.put('deliveries', pdfBytes, 'pdf');
      const photo = await storage.put('photos', await pngImage(300, 200), 'png');
      // A resized variant lives in a cache, never in the listing.
      expect(await cachedFitIn(storage, 'photos', '250x280', photo)).not.toBeNull();
      const deliveries = await storage.list('deliveries');
      expect(deliveries).toEqual(expect.arrayContaining([jpg, pdf]));
      expect(deliveries).not.toContain(photo);
      expect(await storage.list('photos')).toContain(photo);
      expect((await storage.list('photos')).every(isStoredName)).toBe(true);
      await storage.remove('deliveries', pdf);
      expect(await storage.list('deliveries')).not.toContain(pdf);
    });

    it('stores under a name made elsewhere (a restore), and refuses a name it could not make', async () => {
      const photo = await jpegImage(120, 90);
      const name = `${'b'.repeat(31)}1.jpg`;
      await storage.putAs('photos', name, photo);
      expect((await storage.read('photos', name))?.equals(photo)).toBe(true);
      expect(await storage.list('photos')).toContain(name);
      expect(await storage.exists('images', name)).toBe(false);
      for (const bad of ['../files/x.pdf', 'x.png', `${'B'.repeat(32)}.jpg`])
        await expect(storage.putAs('photos', bad, photo)).rejects.toThrow();
    });

    it('stores many files at once', async () => {
      const data = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pngImage(8 * n, 8)));
      const names = await Promise.all(data.map((d) => storage.put('images', d, 'png')));
      expect(new Set(names).size).toBe(6);
      const back = await Promise.all(names.map((n) => storage.read('images', n)));
      back.forEach((b, i) => expect(b?.equals(data[i]!)).toBe(true));
    });
  });
}
