import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { adminHeaders, apiRegister, type E2EClient, shot, signIn, uiLoginHome } from './support';

/** A one-page PDF, as the admin would upload for a recipe book. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const picture = (hue: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="800"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/><stop offset="1" stop-color="#f4f1e8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="450" cy="400" r="200" fill="#fff" opacity="0.55"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** The shop's products, made by the admin through the API: a plan, and a recipe book with a PDF. */
async function stock(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const plan = await request.post('/api/new-plan', {
    headers,
    data: {
      title: 'Plan Compra E2E',
      description: 'Un plan para comprar de punta a punta.',
      editorState:
        '<p>Incluye <strong>menú semanal</strong> y controles online.</p><ul><li>Anamnesis</li><li>Plan de alimentación</li></ul>',
      type: 'Online',
      anamnesis: 'Simple',
      time: 2,
      queries: 2,
      typeQueries: 'Controles Online',
      costPesos: '1500',
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const recipe = await request.post('/api/new-receta', {
    headers,
    multipart: {
      title: 'Recetario Compra E2E',
      description: 'Veinte recetas rápidas para entrenar.',
      editorState: '<p>Desayunos, almuerzos y meriendas.</p>',
      costPesos: '450',
      galleryImage: { name: 'foto.png', mimeType: 'image/png', buffer: await picture('#fab005') },
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(200);
  const recipeId = ((await recipe.json()) as { receta: { _id: string } }).receta._id;
  const file = await request.post('/api/new-file', {
    headers,
    multipart: {
      idProduct: recipeId,
      galleryImage: { name: 'recetario.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(file.status(), await file.text()).toBe(200);
  return { planId: ((await plan.json()) as { plan: { _id: string } }).plan._id, recipeId };
}

/** From a product page through the test checkout's button to where it returns. */
async function buyThroughTestCheckout(page: Page, button: 'Aprobar pago' | 'Rechazar pago') {
  await page
    .getByRole('button', { name: /Comprar con Mercado Pago|Pagar con Mercado Pago/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
  await expect(page.getByText('Modo de prueba')).toBeVisible();
  const orderId = page.url().split('/').pop()!;
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(new RegExp(`\\?pedido=${orderId}$`));
  return orderId;
}

test.describe.serial('buying through the test checkout', () => {
  let planId = '';
  let recipeId = '';
  let buyer: E2EClient;
  let other: E2EClient;

  test.beforeAll(async ({ request }) => {
    ({ planId, recipeId } = await stock(request));
    buyer = await apiRegister(request, 'Bruna Compradora');
    other = await apiRegister(request, 'Otro Cliente');
  });

  test('a new client buys a plan: test checkout, approved, the purchased plan page and Mis Compras', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLoginHome(page, buyer.email, buyer.password);

    await page.goto(`/auth/planes/${planId}/`);
    await expect(page.getByRole('heading', { name: 'Plan Compra E2E' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar con Mercado Pago' })).toBeVisible();
    await expect(page.getByText('Pagás $U 1.500 con tarjeta')).toBeVisible();
    await shot(page, 'shop-buy-plan');

    await page.getByRole('button', { name: 'Comprar con Mercado Pago' }).click();
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByText('Modo de prueba')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary.getByText('Plan Compra E2E')).toBeVisible();
    await expect(summary.getByText('$U 1.500')).toBeVisible();
    await expect(summary.getByText('Pendiente')).toBeVisible();
    await shot(page, 'shop-test-checkout');

    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/auth/compra-plan/${planId}/${buyer.id}\\?pedido=${orderId}$`),
    );
    await expect(page.getByText('¡Pago aprobado!')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Compraste el Plan Compra E2E', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('El plan tiene una duración de 2 meses')).toBeVisible();
    // A 'Simple' plan asks for the online anamnesis; the files wait for both steps.
    await expect(page.getByRole('link', { name: 'Completar Anamnesis' })).toHaveAttribute(
      'href',
      `/auth/nueva-ficha-anamnesis-online/${buyer.id}`,
    );
    await expect(page.getByRole('link', { name: 'Completar Primer Control' })).toHaveAttribute(
      'href',
      `/auth/nueva-ficha-control/${buyer.id}`,
    );
    await expect(page.getByText('Completaste 0 de 2 pasos')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descargá tus archivos' })).toHaveCount(0);
    await shot(page, 'shop-purchased-plan');
    // The server holds the same rule: the files' own address says what is missing.
    await page.goto(`/auth/archivos/${planId}`);
    await expect(page.getByRole('heading', { name: 'Te falta un paso' })).toBeVisible();
    await page.getByRole('link', { name: 'Completar mis formularios' }).click();
    await expect(page.getByText('Completaste 0 de 2 pasos')).toBeVisible();

    // An order already paid cannot be paid again: the test checkout says so, no buttons.
    await page.goto(`/auth/pago-de-prueba/${orderId}`);
    await expect(page.getByText('Este pedido ya no se puede pagar.')).toBeVisible();
    await expect(page.getByText('Aprobado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aprobar pago' })).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('banner').getByRole('link', { name: 'Mis Compras' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/auth/mis-compras/${buyer.id}$`));
    await expect(page.getByRole('heading', { name: 'Listado Compras' })).toBeVisible();
    const row = page.getByRole('row', { name: /Plan Compra E2E/ });
    await expect(row.getByText('$U 1.500')).toBeVisible();
    await expect(row.getByText('Prueba', { exact: true })).toBeVisible();
    await expect(row.getByText(/^prueba-/)).toBeVisible();
    await expect(
      row.getByRole('link', { name: 'Descargar los archivos de Plan Compra E2E' }),
    ).toHaveAttribute('href', `/auth/archivos/${planId}`);
  });

  test('a recipe book: bought, its download page gives the PDF, and its page says it is yours', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/auth/recetas/${recipeId}/`);
    await expect(page.getByText('Pagás $U 450 con tarjeta')).toBeVisible();
    await buyThroughTestCheckout(page, 'Aprobar pago');
    await expect(page).toHaveURL(new RegExp(`/auth/compra-receta/${recipeId}/${buyer.id}\\?`));
    await expect(page.getByText('¡Pago aprobado!')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Recetario Compra E2E', level: 1 }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Descargar archivos' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/archivos/${recipeId}$`));
    await expect(page.getByRole('heading', { name: 'Recetario Compra E2E' })).toBeVisible();
    await expect(page.getByText('PDF', { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Descargar archivo/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'shop-downloads');

    // Bought once: the recipe page shows 'Ya es tuyo' and the files instead of the button.
    await page.goto(`/auth/recetas/${recipeId}/`);
    await expect(page.getByText('Ya es tuyo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver tus archivos' })).toHaveAttribute(
      'href',
      `/auth/archivos/${recipeId}`,
    );
    await expect(page.getByRole('button', { name: 'Comprar con Mercado Pago' })).toHaveCount(0);

    await page.goto(`/auth/mis-compras/${buyer.id}`);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('textbox', { name: /Buscar por producto/ }).fill('recetario');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('1 de 2 compras')).toBeVisible();
    await page.getByRole('textbox', { name: /Buscar por producto/ }).fill('');
    await shot(page, 'shop-purchases');
  });

  test('a rejected payment shows the rejected banner, no thanks and no purchase; another client sees no files', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, other.email, other.password);
    await page.goto(`/auth/planes/${planId}/`);
    const rejected = await buyThroughTestCheckout(page, 'Rechazar pago');
    await expect(page).toHaveURL(new RegExp(`/auth/compra-plan/${planId}/${other.id}\\?`));
    await expect(page.getByText('El pago fue rechazado')).toBeVisible();
    await expect(page.getByText('Todavía no compraste este plan')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Compraste el/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver el plan' })).toHaveAttribute(
      'href',
      `/auth/planes/${planId}/`,
    );
    await shot(page, 'shop-rejected');

    // 'Volver a intentar' starts a new checkout for the same plan.
    await page.getByRole('button', { name: 'Volver a intentar' }).click();
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
    expect(page.url()).not.toContain(rejected);
    await expect(page.getByText('Plan Compra E2E')).toBeVisible();

    await page.goto(`/auth/mis-compras/${other.id}`);
    await expect(page.getByText('Todavía no compraste nada')).toBeVisible();
    await expect(page.getByRole('link', { name: 'planes a distancia', exact: true })).toBeVisible();

    // Files, a purchased page and purchases of someone else: refused, nothing shown.
    await page.goto(`/auth/archivos/${recipeId}`);
    await expect(
      page.getByText('Estos archivos son solo para quienes compraron el producto'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver la receta' })).toHaveAttribute(
      'href',
      `/auth/recetas/${recipeId}/`,
    );
    await expect(page.getByRole('button', { name: /Descargar archivo/ })).toHaveCount(0);
    await page.goto(`/auth/compra-plan/${planId}/${buyer.id}`);
    await expect(page.getByText('Esta página es de otra cuenta')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Compraste el/ })).toHaveCount(0);
    await page.goto(`/auth/mis-compras/${buyer.id}`);
    await expect(page.getByText('Estas compras son de otra cuenta')).toBeVisible();
  });

  test("the Turnos page: its price from the server; a client pays the 'Turno Presencial'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth/turnos-presenciales');
    await expect(page.getByText('$U 1.000')).toBeVisible();
    await expect(page.getByText('Para reservar necesitás una cuenta')).toBeVisible();

    await signIn(page, other.email, other.password);
    await page.goto('/auth/turnos-presenciales');
    await buyThroughTestCheckout(page, 'Aprobar pago');
    // A paid turno is booked next: its page shows the order's state above the calendar.
    await expect(page).toHaveURL(new RegExp(`/auth/agendar-control/${other.id}\\?pedido=`));
    await expect(page.getByText('¡Pago aprobado!')).toBeVisible();
    await expect(page.getByText('Recibimos tu pago por «Turno Presencial»')).toBeVisible();
    await shot(page, 'shop-in-person-paid');

    await page.goto(`/auth/mis-compras/${other.id}`);
    const row = page.getByRole('row', { name: /Turno Presencial/ });
    await expect(row.getByText('$U 1.000')).toBeVisible();
    // 'Ver' opens the client's own booking page, where the turno is used.
    await expect(row.getByRole('link', { name: 'Ver Turno Presencial' })).toHaveAttribute(
      'href',
      `/auth/agendar-control/${other.id}`,
    );
  });
});
