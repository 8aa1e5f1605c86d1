import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import {
  fitWithin,
  jpegName,
  PHOTO_MAX_BYTES,
  PHOTO_MSG,
  photoFormatOf,
  shrinkPhoto,
  shrinkPhotos,
  uploadPercent,
  uploadProgressText,
} from './photos';

// jsdom's Blob has no arrayBuffer() (browsers have it since 2020): read through FileReader,
// as web/test/setup.ts does for text().
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

/** The first bytes of an iPhone's HEIC: a box size, 'ftyp', then the brand. */
const heicHead = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0]);

describe('the size a photo is sent at', () => {
  it('brings the longest side down to 1600 px, keeping the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    // A 50 MP phone's 8160 x 6120, and a panorama.
    expect(fitWithin(8160, 6120)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(12000, 2000)).toEqual({ width: 1600, height: 267 });
  });

  it('never enlarges a small one, and keeps at least a pixel', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(20000, 3)).toEqual({ width: 1600, height: 1 });
  });

  it('names what is sent as the JPEG it is', () => {
    expect(jpegName('IMG_0412.HEIC')).toBe('IMG_0412.jpg');
    expect(jpegName('frente.png')).toBe('frente.jpg');
    expect(jpegName('foto.de.perfil.jpeg')).toBe('foto.de.perfil.jpg');
    expect(jpegName('sin-extension')).toBe('sin-extension.jpg');
    expect(jpegName('.png')).toBe('foto.jpg');
  });
});

describe('what a file really is, from its first bytes', () => {
  it('knows JPEG, PNG and the HEIF brands phones write', () => {
    expect(photoFormatOf(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(photoFormatOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc'])
      expect(photoFormatOf(heicHead(brand)), brand).toBe('heic');
  });

  it('refuses the rest, whatever the name says', () => {
    expect(photoFormatOf(bytes('GIF89a'))).toBeNull();
    expect(photoFormatOf(bytes('%PDF-1.7'))).toBeNull();
    expect(photoFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBeNull();
    // An AVIF is an HEIF container too, with another brand.
    expect(photoFormatOf(heicHead('avif'))).toBeNull();
    expect(photoFormatOf(bytes([0xff, 0xd8]))).toBeNull();
    expect(photoFormatOf(new Uint8Array())).toBeNull();
  });
});

describe('refusals before any decoding', () => {
  it('a file over 20 MB, in the product words', async () => {
    const huge = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'enorme.jpg');
    await expect(shrinkPhoto(huge)).rejects.toThrow(PHOTO_MSG.tooBig);
  });

  it('a file that is no photo, with the spec’s format message', async () => {
    const gif = new File([bytes('GIF89a', [1, 0, 1, 0])], 'foto.jpg', { type: 'image/jpeg' });
    await expect(shrinkPhoto(gif)).rejects.toThrow(MSG.imageFormat);
  });

  it('a HEIC this browser cannot open says what to do on the iPhone', async () => {
    // jsdom decodes no image at all, as Chromium decodes no HEIC.
    const heic = new File([heicHead('heic')], 'IMG_0412.HEIC');
    await expect(shrinkPhoto(heic)).rejects.toThrow(PHOTO_MSG.heic);
    expect(PHOTO_MSG.heic).toContain('Ajustes › Cámara › Formatos › Más compatible');
  });

  it('several at once: the first refusal is told', async () => {
    const { photos, refused } = await shrinkPhotos([
      new File([heicHead('heic')], 'a.heic'),
      new File([bytes('GIF89a')], 'b.gif'),
    ]);
    expect(photos).toEqual([]);
    expect(refused).toBe(PHOTO_MSG.heic);
  });
});

describe('the upload’s progress, as the form says it', () => {
  // Two photos of 300 kB and 200 kB after 1 kB of fields: the body is 501 kB.
  const sizes = [300_000, 200_000];
  const total = 501_000;

  it('names the photo on its way and the whole percent', () => {
    expect(uploadProgressText({ loaded: 0, total }, sizes)).toBe('Subiendo foto 1 de 2 · 0 %');
    expect(uploadProgressText({ loaded: 225_450, total }, sizes)).toBe(
      'Subiendo foto 1 de 2 · 45 %',
    );
    expect(uploadProgressText({ loaded: 300_999, total }, sizes)).toBe(
      'Subiendo foto 1 de 2 · 60 %',
    );
    expect(uploadProgressText({ loaded: 301_000, total }, sizes)).toBe(
      'Subiendo foto 2 de 2 · 60 %',
    );
    expect(uploadProgressText({ loaded: 500_999, total }, sizes)).toBe(
      'Subiendo foto 2 de 2 · 99 %',
    );
  });

  it('before the browser knows the size, and once everything is out', () => {
    expect(uploadProgressText({ loaded: 0, total: 0 }, sizes)).toBe('Subiendo foto 1 de 2 · 0 %');
    expect(uploadProgressText({ loaded: total, total }, sizes)).toBe('Fotos enviadas · guardando…');
  });

  it('one photo needs no count', () => {
    expect(uploadProgressText({ loaded: 50_000, total: 100_000 }, [99_000])).toBe(
      'Subiendo la foto · 50 %',
    );
  });

  it('the bar’s percent is whole and stays within 0 to 100', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 3, total: 3 })).toBe(100);
  });
});
