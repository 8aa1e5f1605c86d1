import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { multipart, registerGuest } from '../../../test/harness';
import {
  brokenPng,
  jpegImage,
  oversizedPng,
  pdfBytes,
  pngImage,
  truncatedJpeg,
} from '../../../test/fixtures';
import { useUsersSuite } from '../../../test/users-suite';

const { t, admin, postOwnUser, storedImages, row } = useUsersSuite();

describe('photos', () => {
  it('a guest uploads a JPEG avatar; it is served at 200x200 as WebP and cached', async () => {
    const g = await registerGuest(t.app);
    const res = await postOwnUser(g, { name: 'Con Foto' }, [
      { name: 'yo.jpg', type: 'image/jpeg', data: await jpegImage(900, 600) },
    ]);
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const img = await t.app.inject({ url: `/api/media/fit-in/200x200/${avatar}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('immutable');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.width).toBe(200);
    expect(meta.height).toBeLessThanOrEqual(200);
    const again = await t.app.inject({ url: `/api/media/fit-in/200x200/${avatar}` });
    expect(again.rawPayload.equals(img.rawPayload)).toBe(true);
  });

  it('replacing the photo deletes the old file', async () => {
    const g = await registerGuest(t.app);
    const r1 = await postOwnUser(g, {}, [
      { name: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const old = r1.json().user.avatar as string;
    const r2 = await postOwnUser(g, {}, [
      { name: 'b.png', type: 'image/png', data: await pngImage(300, 300) },
    ]);
    expect(r2.json().user.avatar).not.toBe(old);
    expect(await t.storage.exists('images', old)).toBe(false);
  });

  it('refuses a PDF renamed .png and a 4 MB image, storing nothing and changing nothing', async () => {
    const g = await registerGuest(t.app);
    const before = await row(g.id);
    const r1 = await postOwnUser(g, { name: 'Cambio' }, [
      { name: 'foto.png', type: 'image/png', data: pdfBytes },
    ]);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe(MSG.imageFormat);
    const r2 = await postOwnUser(g, { name: 'Cambio' }, [
      { name: 'grande.png', type: 'image/png', data: oversizedPng() },
    ]);
    expect(r2.statusCode).toBe(413);
    expect(r2.json().message).toBe(MSG.imageTooBig);
    expect(await row(g.id)).toEqual(before);
  });

  it('refuses a photo that is broken behind real PNG/JPEG bytes: 400, nothing stored, row unchanged', async () => {
    const g = await registerGuest(t.app);
    const r0 = await postOwnUser(g, {}, [
      { name: 'a.png', type: 'image/png', data: await pngImage() },
    ]);
    const photo = r0.json().user.avatar as string;
    const before = await row(g.id);
    const stored = await storedImages();
    for (const [name, type, data] of [
      ['rota.png', 'image/png', await brokenPng()],
      ['cortada.jpg', 'image/jpeg', await truncatedJpeg()],
    ] as const) {
      const res = await postOwnUser(g, { name: 'Cambio' }, [{ name, type, data }]);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, MSG.imageFormat]);
    }
    expect(await storedImages()).toEqual(stored);
    expect(await row(g.id)).toEqual(before);
    expect(await t.storage.exists('images', photo)).toBe(true);
  });

  it('one photo per user: of two uploads the last is kept, the other leaves storage', async () => {
    const body = await multipart(
      { name: 'Dos Fotos', email: 'dosfotos@test.uy', password: 'clave-dos-fotos' },
      [
        { name: 'a.png', type: 'image/png', data: await pngImage() },
        { name: 'b.jpg', type: 'image/jpeg', data: await jpegImage() },
      ],
    );
    const before = await storedImages();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user-by-admin',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().user.avatar as string;
    expect(avatar).toMatch(/^[a-f0-9]{32}\.jpg$/);
    expect((await row(res.json().user._id)).avatar).toEqual([avatar]);
    expect(await storedImages()).toEqual([...before, avatar].sort());
  });

  it('a client cannot point their avatar at files they do not have', async () => {
    const g = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${g.id}`,
      headers: g.headers,
      payload: { avatar: '0123456789abcdef0123456789abcdef.png' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar).toBe('');
  });

  it('the resize route answers 400 for a size not in the spec and 404 for an unknown image', async () => {
    expect(
      (
        await t.app.inject({
          url: '/api/media/fit-in/9999x9999/0123456789abcdef0123456789abcdef.png',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          url: '/api/media/fit-in/200x200/0123456789abcdef0123456789abcdef.png',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/media/fit-in/200x200/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});
