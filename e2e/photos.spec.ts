import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, currentServer, test } from './fixtures';
import { scanAtWidth } from './a11y';
import { apiRegister, bearer, shot, signIn, SHOTS_DIR, type E2EClient } from './support';

/*
 * Photos as phones take them (issue 32, acceptance 3): the browser shrinks a phone's photo
 * (1600 px, JPEG 80 %, EXIF orientation applied, no location) before the control form sends
 * it, with the upload's progress on the form and a retry that keeps what was typed.
 */

const W = 4000;
const H = 3000;

/**
 * A 12-megapixel camera JPEG as a phone writes it: noise over a gradient (so it weighs what a
 * photo weighs, ~6 MB), a red block in the top-left corner of its pixels, EXIF Orientation 6
 * (the phone was held upright: the pixels are stored lying down, to be turned 90° clockwise)
 * and the GPS position of the Rambla de Montevideo.
 */
async function phonePhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(W * H * 3);
  const noise = crypto.randomBytes(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const red = x < 1000 && y < 750;
      const base = red ? [220, 30, 30] : [80 + (x / W) * 120, 120 + (y / H) * 80, 160];
      // Clamped: a byte written below 0 wraps to 251 (a green speck in the red block,
      // which once turned the sampled pixel and failed CI).
      for (let c = 0; c < 3; c++)
        raw[i + c] = Math.min(255, Math.max(0, base[c]! + (noise[i + c]! / 255 - 0.5) * 70));
    }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '34/1 54/1 36/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '56/1 10/1 0/1',
      },
    })
    .toBuffer();
}

/**
 * The GPS tags of an EXIF block (sharp's `metadata().exif`: 'Exif\0\0', then a TIFF header and
 * IFD0, whose tag 0x8825 points to the GPS IFD), tag number -> text or rationals; null when
 * there is no GPS IFD.
 */
function gpsTags(exif: Buffer | undefined): Record<number, string | number[]> | null {
  if (!exif) return null;
  const t = exif.subarray(6);
  const le = t.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const u32 = (o: number) => (le ? t.readUInt32LE(o) : t.readUInt32BE(o));
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, k) => ifd + 2 + k * 12);
  const pointer = entries(u32(4)).find((e) => u16(e) === 0x8825);
  if (pointer === undefined) return null;
  const tags: Record<number, string | number[]> = {};
  for (const e of entries(u32(pointer + 8))) {
    const [tag, type, count] = [u16(e), u16(e + 2), u32(e + 4)];
    if (type === 2) tags[tag] = t.toString('latin1', e + 8, e + 8 + count - 1);
    if (type === 5) {
      const at = u32(e + 8);
      tags[tag] = Array.from({ length: count }, (_, k) => u32(at + k * 8) / u32(at + k * 8 + 4));
    }
  }
  return tags;
}

/** The colour of a pixel of an image: [r, g, b]. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const px = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [...px];
}

const isRed = ([r, g, b]: number[]) => r! > 170 && g! < 90 && b! < 90;

/** A phone's screenshot (PNG, 1080 x 2340): the second photo of the control. */
const screenshotPng = () =>
  sharp({ create: { width: 1080, height: 2340, channels: 3, background: '#d3f9d8' } })
    .png()
    .toBuffer();

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** The stored photos of the client's only control, read back through the API's signed links. */
async function storedPhotos(page: Page, client: E2EClient): Promise<Buffer[]> {
  const res = await page.request.get(`/api/controls-by-user-id/${client.id}`, {
    headers: bearer(client.token),
  });
  expect(res.status()).toBe(200);
  const { controls } = (await res.json()) as { controls: { photos: { url: string }[] }[] };
  expect(controls).toHaveLength(1);
  return Promise.all(
    controls[0]!.photos.map(async (p) => {
      const photo = await page.request.get(p.url);
      expect(photo.status()).toBe(200);
      return photo.body();
    }),
  );
}

let original: Buffer;

test.beforeAll(async () => {
  original = await phonePhoto();
  // The input really is what a phone hands over: 12 MP, ~6 MB, lying down, with a location.
  const meta = await sharp(original).metadata();
  expect(original.length).toBeGreaterThan(5_500_000);
  expect(original.length).toBeLessThan(20_000_000);
  expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', W, H, 6]);
  expect(gpsTags(meta.exif)).toEqual({ 1: 'S', 2: [34, 54, 36], 3: 'W', 4: [56, 10, 0] });
  expect(isRed(await pixel(original, 50, 50))).toBe(true);
});

test('a 4000 x 3000 photo of 6 MB from a 360 px phone: the progress shows, and it is stored small, upright and without its location', async ({
  page,
  request,
}) => {
  const client = await apiRegister(request, 'Camila Fotos');
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, client.email, client.password);
  await page.goto(`/auth/nueva-ficha-control/${client.id}`);
  await expect(page.getByRole('heading', { name: 'Nuevo Control', level: 1 })).toBeVisible();
  await expect(page.getByText('Fotos del celular, hasta 20 MB cada una')).toBeVisible();

  await page.getByLabel('Peso (kg)').fill('64,8');
  await page
    .locator('input[type=file]')
    .setInputFiles([
      file('IMG_0412.JPG', 'image/jpeg', original),
      file('Captura.png', 'image/png', await screenshotPng()),
    ]);
  // Shrunk as they are chosen: the previews are what will be sent.
  await expect(page.getByText('Sin guardar')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'IMG_0412.jpg' })).toBeVisible();

  // A phone's slow uplink (DevTools' own throttling, in the browser's network stack), so the
  // bar is caught half-way: ~25 kB/s.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 200_000,
    uploadThroughput: 25_000,
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  const bar = page.getByRole('progressbar', { name: 'Envío de las fotos' });
  await expect(page.getByText(/^Subiendo foto [12] de 2 · \d+ %$/)).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(20);
  const shown = await page.getByText(/^Subiendo foto [12] de 2 · \d+ %$/).textContent();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  // The whole form as it sends: the photos on top, the bar next to 'Guardar' at the foot.
  // (shot() would wait for the network to be idle: the upload's end.)
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header at the top, once
  await page.screenshot({
    path: path.join(SHOTS_DIR, 'control-photo-upload-360.png'),
    fullPage: true,
  });
  await scanAtWidth(page, 'control-photo-upload', 360);
  console.info(`upload caught at: ${shown}`);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/controles/${client.id}$`));

  const [photo, screenshot] = await storedPhotos(page, client);
  // Under 600 kB (from 6 MB), turned upright (1200 x 1600: the pixels lay 4000 x 3000), with
  // the red corner where the phone showed it (top right once turned), and no EXIF at all: no
  // GPS position, no orientation left to apply twice.
  expect(photo!.length).toBeLessThan(600_000);
  const meta = await sharp(photo).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 1600]);
  expect(meta.exif).toBeUndefined();
  expect(gpsTags(meta.exif)).toBeNull();
  expect(meta.orientation).toBeUndefined();
  expect(isRed(await pixel(photo!, 1150, 50))).toBe(true);
  expect(isRed(await pixel(photo!, 50, 50))).toBe(false);
  expect(isRed(await pixel(photo!, 1150, 1550))).toBe(false);
  console.info(`stored: ${photo!.length} bytes, ${meta.width} x ${meta.height}`);

  // The screenshot went as a JPEG too, shrunk to 1600 px high.
  const shot = await sharp(screenshot).metadata();
  expect([shot.format, shot.width, shot.height]).toEqual(['jpeg', 738, 1600]);
});

test('a save whose connection drops keeps the measures and photos: Reintentar sends it once', async ({
  page,
  request,
}) => {
  const client = await apiRegister(request, 'Rita Reintento');
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, client.email, client.password);
  await page.goto(`/auth/nueva-ficha-control/${client.id}`);
  await page.getByLabel('Peso (kg)').fill('70,2');
  await page.getByLabel('Notas', { exact: true }).fill('Subida desde el ómnibus');
  await page
    .locator('input[type=file]')
    .setInputFiles([file('IMG_0413.JPG', 'image/jpeg', original)]);
  await expect(page.getByText('Sin guardar')).toHaveCount(1);

  // The connection drops while the save goes out: the server never sees it.
  await page.route('**/api/new-control', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Guardar' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'No se pudo enviar el control' });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Tus medidas y fotos siguen acá');
  await expect(page).toHaveURL(new RegExp(`/auth/nueva-ficha-control/${client.id}$`));
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('70,2');
  await expect(page.getByLabel('Notas', { exact: true })).toHaveValue('Subida desde el ómnibus');
  await expect(page.getByText('Sin guardar')).toHaveCount(1);
  await shot(page, 'control-photo-upload-retry');

  // Back online: one tap sends the same control, with its photo.
  await page.unroute('**/api/new-control');
  await failed.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/controles/${client.id}$`));
  const [photo] = await storedPhotos(page, client);
  expect((await sharp(photo).metadata()).height).toBe(1600);
});

test('a HEIC this browser cannot open is refused with what to do on the iPhone; a profile photo is shrunk too', async ({
  page,
  request,
}) => {
  const client = await apiRegister(request, 'Ines Iphone');
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, client.email, client.password);
  await page.goto(`/auth/nueva-ficha-control/${client.id}`);
  // An iPhone's HEIC as desktop Chromium hands it over (no type): its header is all that
  // is read before the browser fails to decode it, as it fails on every HEIC.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    crypto.randomBytes(4000),
  ]);
  await page.locator('input[type=file]').setInputFiles([file('IMG_0414.HEIC', '', heic)]);
  const zone = page.getByRole('group', { name: 'Fotos del control' });
  await expect(zone.getByRole('alert')).toContainText(
    'Esa foto está en formato HEIC y este navegador no la puede abrir. En el iPhone: Ajustes › Cámara › Formatos › Más compatible',
  );
  await expect(page.getByText('Sin guardar')).toHaveCount(0);

  // The profile photo: the same 6 MB photo is stored as the same small, upright JPEG.
  await page.goto('/auth/usuario');
  await page
    .getByRole('group', { name: 'Foto de perfil' })
    .locator('input[type=file]')
    .setInputFiles([file('IMG_0412.JPG', 'image/jpeg', original)]);
  await expect(
    page.getByText('Nueva foto: IMG_0412.jpg. Se guarda con los cambios.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Nueva foto:')).toHaveCount(0);
  const me = await page.request.get(`/api/user/${client.id}`, { headers: bearer(client.token) });
  const { user } = (await me.json()) as { user: { avatar: string } };
  const name = user.avatar.split(',')[0]!;
  const stored = fs.readFileSync(path.join(currentServer().dataDir, 'media', 'images', name));
  const meta = await sharp(stored).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
    'jpeg',
    1200,
    1600,
    undefined,
  ]);
  expect(stored.length).toBeLessThan(600_000);
});
