import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { brokenPng, jpegImage, truncatedJpeg } from '../../../test/fixtures';

const { t } = useTestApp({ admin: false });

describe('the resize route', () => {
  it('answers 404, not 500, for a stored file it cannot decode', async () => {
    // Written straight into storage, as a file from before uploads were decoded would be.
    const garbage = Buffer.from('esto no es una imagen, aunque se llame .png');
    for (const [data, ext] of [
      [garbage, 'png'],
      [garbage, 'jpg'],
      [await brokenPng(), 'png'],
      [await truncatedJpeg(), 'jpg'],
    ] as const) {
      const name = await t.storage.put('images', data, ext);
      const res = await t.app.inject({ url: `/api/media/fit-in/250x280/${name}` });
      expect([name, res.statusCode]).toEqual([name, 404]);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('serves a good image next to them', async () => {
    const name = await t.storage.put('images', await jpegImage(), 'jpg');
    const res = await t.app.inject({ url: `/api/media/fit-in/250x280/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
