import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { formatInMontevideo } from '../contract/time';
import {
  apiAnamnesis,
  apiRegister,
  bearer,
  E2E_ADMIN,
  type E2EClient,
  shot,
  signIn,
  uiLoginHome,
} from './support';
import { expectAccessible } from './a11y';

/** A photo-like picture (a soft gradient and a figure), as PNG or JPEG. */
const picture = (hue: string, format: 'png' | 'jpeg') => {
  const img = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="560"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#f4f1e8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="250" cy="150" rx="60" ry="70" fill="#fff" opacity="0.7"/><rect x="170" y="230" width="160" height="260" rx="60" fill="#fff" opacity="0.7"/></svg>`,
    ),
  );
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer();
};

/** Today as the pages write it (the real date, in Montevideo). */
const today = () => formatInMontevideo(new Date(), 'date');

interface ApiControl {
  _id: string;
  typo: string;
  avatar: string;
  photos: { name: string; thumbUrl: string; url: string }[];
  metrics: { bodyFatPct: number | null };
}

/** A control created through the API, for the steps that are about something else. */
async function apiControl(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
  photos: Buffer[] = [],
): Promise<ApiControl> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    ...fields,
  };
  // Playwright's multipart takes one value per name: the API reads every galleryImage part.
  if (photos[0])
    multipart.galleryImage = { name: 'f.png', mimeType: 'image/png', buffer: photos[0] };
  const res = await request.post('/api/new-control', { headers: bearer(token), multipart });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { control: ApiControl }).control;
}

const cards = (page: Page) => page.getByRole('article');
/** The progress charts, each an image named by its title and series ('Peso (kg): Peso'). */
const charts = (page: Page) => page.getByRole('img', { name: /\((kg|cm)\): / });

test.describe.serial('controls (check-ups) with private photos and progress', () => {
  let client: E2EClient;
  let other: E2EClient;
  let firstControlId = '';
  let thumbUrls: string[] = [];
  let fullUrls: string[] = [];

  test.beforeAll(async ({ request }) => {
    client = await apiRegister(request, 'Clara Controles');
    other = await apiRegister(request, 'Otra Clienta');
  });

  test('a client creates an Online control with two photos through the UI and sees it; no in-person button for her', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLoginHome(page, client.email, client.password);

    await page.goto(`/auth/controles/${client.id}`);
    await expect(page.getByRole('heading', { name: 'Controles', level: 1 })).toBeVisible();
    await expect(page.getByText('Todavía no hay controles')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crear nuevo control Presencial' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Crear nuevo control a distancia' }).click();

    await expect(page).toHaveURL(new RegExp(`/auth/nueva-ficha-control/${client.id}$`));
    await expect(page.getByRole('heading', { name: 'Nuevo Control', level: 1 })).toBeVisible();
    // The in-person fields are not on the Online form.
    await expect(page.getByLabel('Suma de 6 pliegues (mm)')).toHaveCount(0);

    await page.getByLabel('Peso (kg)').fill('900');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Peso (kg): tiene que ser entre 2 y 400')).toBeVisible();

    await page.getByLabel('Talla (cm)').fill('165');
    await page.getByLabel('Peso (kg)').fill('70.5');
    await page.getByLabel('Perímetro de cintura (cm)').fill('82');
    await page.getByLabel('Perímetro de cadera (cm)').fill('101');
    await page.getByLabel('Notas', { exact: true }).fill('Primer control: me cuesta la merienda.');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: await picture('#63e6be', 'png') },
      { name: 'perfil.jpg', mimeType: 'image/jpeg', buffer: await picture('#74c0fc', 'jpeg') },
    ]);
    await expect(page.getByText('Sin guardar')).toHaveCount(2);
    await shot(page, 'control-form-online');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth/controles/${client.id}$`));

    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { name: today() })).toBeVisible();
    await expect(card.getByText('A distancia', { exact: true })).toBeVisible();
    await expect(card.getByText('70,5 kg')).toBeVisible();
    await expect(card.getByText('2 fotos')).toBeVisible();
    // The card's photo comes through a signed link, never the public resize route.
    const cardImg = card.getByRole('img');
    await expect(cardImg).toHaveAttribute('src', /^\/api\/photos\/250x280\/[^?]+\?exp=\d+&sig=/);
    await expect
      .poll(() => cardImg.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
    // One control: no chart yet, a line says when it comes.
    await expect(
      page.getByText('Con tu próximo control vas a ver acá cómo cambian tus medidas.'),
    ).toBeVisible();
    await expect(charts(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Crear nuevo control Presencial' })).toHaveCount(0);

    await card.getByRole('link', { name: `Ver el control del ${today()}` }).click();
    await expect(page.getByRole('heading', { name: 'Detalles Control a distancia' })).toBeVisible();
    firstControlId = page.url().split('/').pop()!;
    const links = page.getByRole('link', { name: /ver en tamaño completo/ });
    await expect(links).toHaveCount(2);
    fullUrls = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    thumbUrls = await links.evaluateAll((as) =>
      as.map((a) => a.querySelector('img')!.getAttribute('src')!),
    );
    for (const u of [...fullUrls, ...thumbUrls])
      expect(u).toMatch(/^\/api\/photos\/(full|250x280)\/[^?]+\?exp=\d+&sig=/);
    await expect(page.getByText('Primera y última foto')).toHaveCount(0);
    await expect(page.getByText('Primer control: me cuesta la merienda.')).toBeVisible();
  });

  test('the photo links: the owner loads them; what a visitor and another client get; the control API refuses another client', async ({
    page,
    browser,
    request,
  }) => {
    // The owner's browser, signed in: every photo loads.
    await uiLoginHome(page, client.email, client.password);
    for (const u of [...thumbUrls, ...fullUrls]) {
      const res = await page.request.get(u);
      expect(res.status(), u).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)/);
    }

    /*
     * A fresh browser context (a visitor) and another client, holding the real links.
     * Observed: both get the photo (200). A signed link is a bearer credential for its
     * 10 to 15 minutes (api/src/media/signed-links.ts): it carries no session, so whoever
     * holds the URL is served until it expires. What keeps the photos private is that
     * only the owner and the admin are ever handed a link (the control API answers 403
     * to anyone else, below), and that a link cannot be altered, extended or reused once
     * expired.
     */
    const visitor = await browser.newContext();
    const otherHeaders = bearer(other.token);
    const seen: Record<string, number> = {};
    for (const u of [thumbUrls[0]!, fullUrls[0]!]) {
      seen[`visitor ${u.split('?')[0]}`] = (await visitor.request.get(u)).status();
      seen[`other client ${u.split('?')[0]}`] = (
        await request.get(u, { headers: otherHeaders })
      ).status();
    }
    console.info('photo links as seen by others:', JSON.stringify(seen));
    expect(Object.values(seen)).toEqual([200, 200, 200, 200]);

    const link = fullUrls[0]!;
    const tampered = link.replace(
      /sig=([A-Za-z0-9_-])/,
      (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`,
    );
    const extended = link.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`);
    const expired = link.replace(/exp=(\d+)/, 'exp=1000000000');
    const unsigned = link.split('?')[0]!;
    const otherSize = link.replace('/api/photos/full/', '/api/photos/250x280/');
    for (const [what, u] of Object.entries({ tampered, extended, expired, unsigned, otherSize }))
      expect((await visitor.request.get(u)).status(), what).toBe(403);
    // The public resize route never serves a private photo.
    const name = unsigned.split('/').pop()!;
    expect((await visitor.request.get(`/api/media/fit-in/250x280/${name}`)).status()).toBe(404);

    // Another client on the control API itself: 403 for the control and the list, and a visitor 401.
    expect(
      (await request.get(`/api/controls/${firstControlId}`, { headers: otherHeaders })).status(),
    ).toBe(403);
    expect(
      (
        await request.get(`/api/controls-by-user-id/${client.id}`, { headers: otherHeaders })
      ).status(),
    ).toBe(403);
    expect((await visitor.request.get(`/api/controls/${firstControlId}`)).status()).toBe(401);

    // In the other client's browser, the page says so and shows nothing.
    const otherPage = await visitor.newPage();
    await signIn(otherPage, other.email, other.password);
    await otherPage.goto(`/auth/detalles-controles/${firstControlId}`);
    await expect(otherPage.getByText('No tenés permiso para ver esto')).toBeVisible();
    await expect(otherPage.locator('main img')).toHaveCount(0);
    await visitor.close();
  });

  test('a second control brings the progress chart and the first and latest photo', async ({
    page,
    request,
  }) => {
    await apiControl(
      request,
      client.token,
      { userId: client.id, typo: 'Online', talla: '165', peso: '69.2', perimetroCintura: '80' },
      [await picture('#ffa8a8', 'png')],
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/controles/${client.id}`);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Tu progreso' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Peso (kg)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Perímetros (cm)' })).toBeVisible();
    await expect(charts(page)).toHaveCount(2);
    // Each value is a dot on its line; the pointer on the newest shows its values.
    const weight = page.getByRole('img', { name: 'Peso (kg): Peso' });
    await expect(weight.locator('path')).toHaveCount(1);
    await expect(weight.locator('circle')).toHaveCount(2);
    const plot = weight.locator('svg');
    const box = (await plot.boundingBox())!;
    await plot.hover({ position: { x: box.width - 14, y: box.height / 2 } });
    await expect(weight.getByText('69,2 kg')).toBeVisible();
    // No control has fat or muscle mass yet: that chart is not drawn; the hip, measured
    // only in the first control, still has its series.
    await expect(page.getByRole('heading', { name: 'Masa adiposa y muscular (kg)' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('img', { name: 'Perímetros (cm): Cintura, Cadera' }).getByText('Cadera'),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'IMC' })).toBeVisible();

    await page.goto(`/auth/detalles-controles/${firstControlId}`);
    await expect(page.getByRole('heading', { name: 'Primera y última foto' })).toBeVisible();
    const pair = page.getByRole('region', { name: 'Primera y última foto' }).getByRole('img');
    await expect(pair).toHaveCount(2);
    for (const img of await pair.all())
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
        .toBeGreaterThan(0);
    await shot(page, 'control-details');
  });

  test("the admin creates an in-person control with skinfolds and sees the body fat estimate once the client's gender is set", async ({
    page,
    request,
  }) => {
    const set = await request.post(`/api/user/${client.id}`, {
      headers: bearer(client.token),
      multipart: { gender: 'Femenino' },
    });
    expect(set.status(), await set.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/controles/${client.id}`);
    await expect(page.getByText('Controles de Clara Controles')).toBeVisible();
    await page.getByRole('link', { name: 'Crear nuevo control Presencial' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/nueva-ficha-control-presencial/${client.id}$`));
    await expect(page.getByRole('heading', { name: 'Nuevo Control Presencial' })).toBeVisible();
    await page.getByLabel('Talla (cm)').fill('165');
    await page.getByLabel('Peso (kg)').fill('68.4');
    await page.getByLabel('Perímetro de cintura (cm)').fill('79');
    await page.getByLabel('Perímetro de cadera (cm)').fill('99');
    await page.getByLabel('Masa adiposa (kg)').fill('17.5');
    await page.getByLabel('Masa muscular (kg)').fill('29.1');
    await page.getByLabel('Suma de 6 pliegues (mm)').fill('60');
    await page.getByLabel('Índice músculo/grasa').fill('1.7');
    await page.getByLabel('Bíceps contraído (cm)').fill('28');
    await page.getByLabel('Objetivo', { exact: true }).fill('Bajar 2 kg de grasa para la carrera');
    await page.locator('input[type=file]').setInputFiles([
      {
        name: 'presencial.jpg',
        mimeType: 'image/jpeg',
        buffer: await picture('#b197fc', 'jpeg'),
      },
    ]);
    await shot(page, 'control-form-presencial');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth/controles/${client.id}$`));
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByText('Presencial', { exact: true })).toBeVisible();

    // Women: 0.1548 x 60 + 3.580 = 12.868 (Yuhasz modified by Carter, 1982).
    await expect(page.getByRole('columnheader', { name: '% de grasa (estimado)' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^12,87? %$|^12,9 %$/ })).toBeVisible();
    await expect(page.getByText(/Yuhasz modificada por Carter, 1982/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Masa adiposa y muscular (kg)' })).toBeVisible();
    await expect(charts(page)).toHaveCount(3);
    await shot(page, 'controls-list');

    const presencial = cards(page).filter({ hasText: 'Presencial' });
    await presencial.getByRole('link', { name: /^Ver el control/ }).click();
    await expect(page.getByRole('heading', { name: 'Detalles Control Presencial' })).toBeVisible();
    await expect(page.getByText('% de grasa (estimado) *')).toBeVisible();
    await expect(page.getByText('Bajar 2 kg de grasa para la carrera')).toBeVisible();
    await expect(page.getByText('60 mm')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Editar control' })).toHaveAttribute(
      'href',
      new RegExp(`/auth/editar-ficha-control-offline/${client.id}/`),
    );

    // The client's profile, seen by the admin: the clinical panel and the access log.
    await page.goto(`/auth/usuario/${client.id}`);
    await expect(
      page.getByRole('heading', { name: 'Historia clínica', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Accesos a la historia clínica' }),
    ).toBeVisible();
    const log = page.getByRole('region', { name: 'Accesos a la historia clínica' });
    await expect(log.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anamnesis extendida' })).toBeVisible();
    await shot(page, 'profile-clinical-admin');
  });

  test('the client cannot change the in-person control, deletes one of hers after confirming, and sees her records on her profile', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/controles/${client.id}`);
    await expect(cards(page)).toHaveCount(3);
    const presencial = cards(page).filter({ hasText: 'Presencial' });
    await expect(presencial.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
    await expect(presencial.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Editar el control/ })).toHaveCount(2);

    const firstOnline = cards(page).filter({ hasText: '70,5 kg' });
    await firstOnline.getByRole('button', { name: /^Eliminar el control/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar control' });
    await expect(dialog).toContainText(`¿Seguro que querés eliminar el control del ${today()}?`);
    await expectAccessible(page, 'control-eliminar-confirmacion');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(cards(page)).toHaveCount(3);

    await firstOnline.getByRole('button', { name: /^Eliminar el control/ }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar control' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Control eliminado')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).filter({ hasText: '70,5 kg' })).toHaveCount(0);

    // Its photos went with it: the old links no longer serve anything.
    for (const u of [...fullUrls, ...thumbUrls])
      expect((await page.request.get(u)).status()).toBe(404);

    // Editing: the stored photo shows and can be taken out (the save keeps the others),
    // an emptied measure is removed, a changed one saved.
    const second = cards(page).filter({ hasText: '69,2 kg' });
    await second.getByRole('link', { name: /^Editar el control/ }).click();
    await expect(page.getByRole('heading', { name: 'Editar Control', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('69,2');
    await expect(page.getByLabel('Perímetro de cintura (cm)')).toHaveValue('80');
    await page.getByRole('button', { name: 'Eliminar Foto 1' }).click();
    await expect(page.getByText('Quitaste 1 foto: se borra al guardar.')).toBeVisible();
    await page.getByLabel('Peso (kg)').fill('69,4');
    await page.getByLabel('Perímetro de cintura (cm)').fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth/controles/${client.id}$`));
    const edited = cards(page).filter({ hasText: '69,4 kg' });
    await expect(edited.getByText('Sin fotos').first()).toBeVisible();
    await expect(edited.getByRole('img')).toHaveCount(0);
    // Cintura and cadera were not measured any more.
    await expect(edited.getByText('—')).toHaveCount(2);

    await page.goto('/auth/usuario');
    await expect(
      page.getByRole('heading', { name: 'Historia clínica', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Primer control a distancia')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Completar anamnesis' })).toHaveAttribute(
      'href',
      `/auth/nueva-ficha-anamnesis-online/${client.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Accesos a la historia clínica' })).toHaveCount(
      0,
    );

    // With an anamnesis: its summary, the consent's date, and the link to it.
    const anamnesisId = await apiAnamnesis(request, client);
    await page.reload();
    const panel = page.getByRole('region', { name: 'Historia clínica', exact: true });
    await expect(panel.getByText('Anamnesis a distancia')).toBeVisible();
    await expect(panel.getByText('Bajar grasa corporal')).toBeVisible();
    await expect(panel.getByText('Omnívoro')).toBeVisible();
    await expect(panel.getByText(today())).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Ver anamnesis' })).toHaveAttribute(
      'href',
      `/auth/anamnesis/${anamnesisId}`,
    );
    await expect(panel.getByText(': hecho')).toHaveCount(2);
    await shot(page, 'profile-clinical-client');
  });
});

test('an admin-only form is not a client’s: the in-person form sends a client home', async ({
  page,
  request,
}) => {
  const c = await apiRegister(request, 'Cliente Curiosa');
  await signIn(page, c.email, c.password);
  await page.goto(`/auth/nueva-ficha-control-presencial/${c.id}`);
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test("a weight typed with the decimal comma is stored as the number it is: '72,5' is 72.5", async ({
  page,
  request,
}) => {
  const c = await apiRegister(request, 'Cliente Coma Decimal');
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, c.email, c.password);
  await page.goto(`/auth/nueva-ficha-control/${c.id}`);
  await expect(page.getByRole('heading', { name: 'Nuevo Control', level: 1 })).toBeVisible();
  await page.getByLabel('Peso (kg)').fill('72,5');
  await page.getByLabel('Perímetro de cintura (cm)').fill('80,25');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Se guardó correctamente el control')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/auth/controles/${c.id}$`));

  // Read back from the API: the numbers, never 725.
  const res = await request.get(`/api/controls-by-user-id/${c.id}`, { headers: bearer(c.token) });
  type Stored = ApiControl & { peso: number; perimetroCintura: number };
  const [stored] = ((await res.json()) as { controls: Stored[] }).controls;
  expect(stored).toMatchObject({ peso: 72.5, perimetroCintura: 80.25 });

  // And on the details page, written the Uruguayan way; the edit form shows it the same.
  await page.goto(`/auth/detalles-controles/${stored!._id}`);
  await expect(page.getByRole('heading', { name: 'Detalles Control a distancia' })).toBeVisible();
  await expect(page.getByText('72,5 kg').first()).toBeVisible();
  await page.goto(`/auth/editar-ficha-control/${c.id}/${stored!._id}`);
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('72,5');
});
