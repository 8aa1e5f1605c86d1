import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerGuest, sendForm, useTestApp } from '../../../test/harness';
import { jpegImage, pngImage } from '../../../test/fixtures';
import { LINK_MSG } from '@contract/media';

/**
 * Control photos are health data (DECISIONS §8): reached only through short-lived signed
 * links handed to the owner and the admin, never through the public resize route.
 */
const {
  t,
  admin,
  clients: { owner, other },
} = useTestApp({ clients: ['owner', 'other'] });
let control: { _id: string; photos: { name: string; thumbUrl: string; url: string }[] };
let uploaded: Buffer[];

beforeAll(async () => {
  uploaded = [await jpegImage(900, 1200), await pngImage(640, 480)];
  const res = await sendForm(
    t.app,
    { method: 'POST', url: '/api/new-control', headers: owner.headers },
    { userId: owner.id, typo: 'Online', peso: '70' },
    [
      { name: 'frente.jpg', type: 'image/jpeg', data: uploaded[0]! },
      { name: 'perfil.png', type: 'image/png', data: uploaded[1]! },
    ],
  );
  expect(res.statusCode).toBe(200);
  control = res.json().control;
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const stored = async (dir: string) =>
  (await fs.readdir(path.join(t.storageDir, dir)).catch(() => [] as string[])).sort();

describe('a control with two photos', () => {
  it('answers two signed links per photo, valid 10 to 15 minutes', () => {
    expect(control.photos).toHaveLength(2);
    const now = t.clock.now().getTime() / 1000;
    for (const p of control.photos) {
      expect(p.thumbUrl).toMatch(
        new RegExp(`^/api/photos/250x280/${p.name}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
      );
      expect(p.url).toMatch(new RegExp(`^/api/photos/full/${p.name}\\?exp=\\d+&sig=`));
      const exp = Number(new URL(p.url, 'http://x').searchParams.get('exp'));
      expect(exp - now).toBeGreaterThanOrEqual(600);
      expect(exp - now).toBeLessThanOrEqual(900);
      expect(exp % 300).toBe(0);
    }
  });

  it('the owner and the admin fetch both photos, card-sized and full', async () => {
    for (const headers of [owner.headers, admin]) {
      const res = await get(`/api/controls/${control._id}`, headers);
      const photos = res.json().control.photos as typeof control.photos;
      for (const [i, p] of photos.entries()) {
        const thumb = await get(p.thumbUrl);
        expect([thumb.statusCode, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
        const meta = await sharp(thumb.rawPayload).metadata();
        expect(meta.width).toBeLessThanOrEqual(250);
        expect(meta.height).toBeLessThanOrEqual(280);
        const full = await get(p.url);
        expect(full.statusCode).toBe(200);
        expect(full.headers['content-type']).toBe(i === 0 ? 'image/jpeg' : 'image/png');
        expect(full.rawPayload.equals(uploaded[i]!)).toBe(true);
      }
    }
  });

  it('kept by the browser only, no longer than the link lives; never sniffed', async () => {
    const res = await get(control.photos[0]!.url);
    const exp = Number(new URL(control.photos[0]!.url, 'http://x').searchParams.get('exp'));
    const left = exp - t.clock.now().getTime() / 1000;
    expect(res.headers['cache-control']).toBe(`private, max-age=${left}`);
    expect(left).toBeLessThanOrEqual(900);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('within one 5-minute step every answer carries the same URL, so the browser cache works', async () => {
    // From just after a step's start (the harness clock starts on one) to 4 minutes later.
    t.clock.advance(1000);
    const first = (await get(`/api/controls/${control._id}`, owner.headers)).json().control;
    t.clock.advance(4 * 60_000);
    const later = (await get(`/api/controls-by-user-id/${owner.id}`, owner.headers)).json()
      .controls[0];
    expect(later.photos).toEqual(first.photos);
    t.clock.advance(60_000);
    const next = (await get(`/api/controls/${control._id}`, owner.headers)).json().control;
    expect(next.photos[0].url).not.toBe(first.photos[0].url);
  });

  it('a visitor without a signature, another client on the control itself: refused', async () => {
    const bare = control.photos[0]!.url.split('?')[0]!;
    const unsigned = await get(bare);
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([403, LINK_MSG.invalid]);
    const signedIn = await get(bare, owner.headers);
    expect(signedIn.statusCode).toBe(403);
    const theirs = await get(`/api/controls/${control._id}`, other.headers);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain(control.photos[0]!.name);
    const list = await get(`/api/controls-by-user-id/${owner.id}`, other.headers);
    expect(list.statusCode).toBe(403);
    expect((await get(`/api/controls/${control._id}`)).statusCode).toBe(401);
  });

  it('a signature moved to another photo, or a stretched expiry, is refused', async () => {
    const [a, b] = control.photos;
    const query = a!.url.split('?')[1]!;
    const moved = await get(`/api/photos/full/${b!.name}?${query}`);
    expect([moved.statusCode, moved.json().message]).toEqual([403, LINK_MSG.invalid]);
    const size = await get(`/api/photos/250x280/${a!.name}?${query}`);
    expect(size.statusCode).toBe(403);
    const exp = Number(new URL(a!.url, 'http://x').searchParams.get('exp'));
    const stretched = a!.url.replace(`exp=${exp}`, `exp=${exp + 3600}`);
    expect((await get(stretched)).statusCode).toBe(403);
  });

  it('a link after the clock moved 16 minutes: 403, it expired', async () => {
    const fresh = (await get(`/api/controls/${control._id}`, owner.headers)).json().control;
    expect((await get(fresh.photos[1].url)).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    const res = await get(fresh.photos[1].url);
    expect([res.statusCode, res.json().message]).toEqual([403, LINK_MSG.expired]);
  });

  it('the public resize route never serves a photo, and keeps no variant of one', async () => {
    for (const p of control.photos) {
      const res = await get(`/api/media/fit-in/250x280/${p.name}`);
      expect(res.statusCode).toBe(404);
    }
    const publicCache = await stored('cache/250x280');
    expect(
      publicCache.some((n) => control.photos.some((p) => n.startsWith(p.name.slice(0, 32)))),
    ).toBe(false);
    // Stored apart from the public images.
    expect(await stored('photos')).toEqual(control.photos.map((p) => p.name).sort());
    expect(await stored('images')).toEqual([]);
  });

  it('a stored photo that no control lists is 404, even behind a good signature', async () => {
    const orphan = await t.storage.put('photos', await jpegImage(), 'jpg');
    const res = await get(t.links.signPath(`/api/photos/full/${orphan}`, t.clock.now()));
    expect([res.statusCode, res.json().message]).toEqual([404, 'No encontramos esa foto']);
    const bad = await get(
      t.links.signPath('/api/photos/full/..%2F..%2Fetc%2Fpasswd', t.clock.now()),
    );
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const size = await get(t.links.signPath(`/api/photos/9999x9999/${orphan}`, t.clock.now()));
    expect([size.statusCode, size.json().message]).toEqual([400, 'Tamaño de foto inválido']);
    await t.storage.remove('photos', orphan);
  });

  it('deleting the control removes the files and their private variants', async () => {
    const fresh = (await get(`/api/controls/${control._id}`, owner.headers)).json().control;
    expect((await get(fresh.photos[0].thumbUrl)).statusCode).toBe(200);
    expect(await stored('private-cache/250x280')).not.toEqual([]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/control/${control._id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await stored('photos')).toEqual([]);
    expect(await stored('private-cache/250x280')).toEqual([]);
    expect((await get(fresh.photos[0].url)).statusCode).toBe(404);
  });
});

describe('deleting a user', () => {
  it('removes the photos of their controls with the rows', async () => {
    const c = await registerGuest(t.app);
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-control', headers: c.headers },
      { userId: c.id, typo: 'Online' },
      [{ name: 'a.jpg', type: 'image/jpeg', data: await jpegImage() }],
    );
    const photo = res.json().control.photos[0];
    expect((await get(photo.thumbUrl)).statusCode).toBe(200);
    expect(await stored('photos')).toEqual([photo.name]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/user/${c.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(await stored('photos')).toEqual([]);
    expect(await stored('private-cache/250x280')).toEqual([]);
    expect((await get(photo.url)).statusCode).toBe(404);
  });
});
