import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminHeaders,
  apiAnamnesis,
  apiPlan,
  apiRegister,
  bearer,
  E2E_ADMIN,
  type E2EClient,
  shot,
  signIn,
  uiLoginHome,
} from './support';

/**
 * Journeys across areas (issue 19, DECISIONS §9). Acceptance 1: a client buys a plan,
 * completes the anamnesis and the first control, the nutritionist delivers the plan, and
 * 'Descargá tus archivos', Mis Compras' 'Descargar' and the plan page all give it.
 */

const PLAN = 'Plan Recorrido E2E';
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The admin adds a file to a plan or recipe (the 'Archivos' page has its own spec). */
async function apiProductFile(request: APIRequestContext, productId: string) {
  const res = await request.post('/api/new-file', {
    headers: await adminHeaders(request),
    multipart: {
      idProduct: productId,
      galleryImage: { name: 'guia.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The client's first Online control (the control form has its own spec). */
async function apiFirstControl(request: APIRequestContext, client: E2EClient) {
  const res = await request.post('/api/new-control', {
    headers: bearer(client.token),
    data: { userId: client.id, typo: 'Online', talla: 168, peso: 64 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Clicks a download button and checks a PDF arrived. */
async function downloadsPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const saved = fs.readFileSync((await download.path())!);
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
}

test.describe.serial('a plan from purchase to the delivered plan', () => {
  let planId = '';
  let client: E2EClient;

  test.beforeAll(async ({ request }) => {
    const plan = await apiPlan(request, {
      title: PLAN,
      description: 'Un plan a distancia con su guía y tu plan personalizado.',
      editorState: '<p>Guía de inicio y plan de alimentación hecho para vos.</p>',
      type: 'Online',
      anamnesis: 'Simple',
      time: 1,
      queries: 1,
      typeQueries: 'Controles Online',
      costPesos: '2100',
    });
    planId = plan._id;
    // The plan's own file (a starting guide), beside the personalized plan delivered later.
    await apiProductFile(request, planId);
    client = await apiRegister(request, 'Renata Recorrido');
  });

  test('the client buys it, completes the forms, and is told when the plan is due', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/planes/${planId}/`);
    // The plan page says what happens after paying.
    await expect(
      page.getByText(/Después del pago completás tu anamnesis y tu primer control/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Comprar con Mercado Pago' }).click();
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/compra-plan/${planId}/${client.id}\\?pedido=`));
    await expect(page.getByText('¡Pago aprobado!')).toBeVisible();

    // The forms themselves have their own specs: here they are filled through the API.
    await apiAnamnesis(request, client);
    await apiFirstControl(request, client);

    await page.goto(`/auth/compra-plan/${planId}/${client.id}`);
    await expect(page.getByText('Completaste 2 de 2 pasos')).toBeVisible();
    await expect(page.getByText(/^Tu plan estará listo a más tardar el /)).toBeVisible();
    await page.getByRole('link', { name: 'Descargá tus archivos' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/archivos/${planId}$`));
    await expect(page.getByRole('heading', { name: PLAN, level: 1 })).toBeVisible();
    // Before delivery: the day it is due, and the plan's own file already downloadable.
    await expect(
      page.getByText(/^Tu plan personalizado estará listo a más tardar el \d+ de \w+ de \d{4}$/),
    ).toBeVisible();
    await expect(page.getByText(/preparando/)).toHaveCount(0);
    await downloadsPdf(page, page.getByRole('button', { name: /^Descargar archivo 1/ }));
    await shot(page, 'journey-downloads-before-delivery');
  });

  test('the nutritionist delivers the plan', async ({ request }) => {
    const headers = await adminHeaders(request);
    const list = await request.get('/api/entregas', { headers: bearer(client.token) });
    const [owed] = ((await list.json()) as { entregas: Array<{ _id: string; state: string }> })
      .entregas;
    expect(owed?.state).toBe('Pendiente');
    const res = await request.post(`/api/entregas/${owed!._id}/archivos`, {
      headers,
      multipart: {
        notes: 'Tu plan de la primera etapa.',
        galleryImage: { name: 'plan-renata.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  test("'Descargá tus archivos', Mis Compras' 'Descargar' and the plan page all give the delivered plan", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLoginHome(page, client.email, client.password);

    // 1. The purchased plan page's 'Descargá tus archivos'.
    await page.goto(`/auth/compra-plan/${planId}/${client.id}`);
    await page.getByRole('link', { name: 'Descargá tus archivos' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/archivos/${planId}$`));
    const delivered = page.getByRole('region', { name: 'Tu plan personalizado', exact: true });
    await expect(delivered.getByText(/^Entregado el \d+ de \w+ de \d{4}$/)).toBeVisible();
    await expect(delivered.getByText('Tu plan de la primera etapa.')).toBeVisible();
    await expect(page.getByText(/estará listo|preparando/)).toHaveCount(0);
    await downloadsPdf(
      page,
      delivered.getByRole('button', { name: /^Descargar archivo: Plan personalizado/ }),
    );
    await expect(page.getByRole('button', { name: /^Descargar archivo 1/ })).toBeVisible();
    await shot(page, 'journey-downloads-delivered');

    // 2. Mis Compras' 'Descargar' leads to the same page.
    await page.goto(`/auth/mis-compras/${client.id}`);
    const row = page.getByRole('row', { name: new RegExp(PLAN) });
    await expect(row.getByText('$U 2.100')).toBeVisible();
    await row.getByRole('link', { name: `Descargar los archivos de ${PLAN}` }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/archivos/${planId}$`));
    await downloadsPdf(
      page,
      page
        .getByRole('region', { name: 'Tu plan personalizado', exact: true })
        .getByRole('button', { name: /^Descargar archivo: Plan personalizado/ }),
    );

    // 3. The plan page itself.
    await page.goto(`/auth/compra-plan/${planId}/${client.id}`);
    const status = page.getByRole('region', { name: 'Tu plan personalizado está listo' });
    await downloadsPdf(page, status.getByRole('button', { name: /^Descargar archivo/ }));
    await expect(page.getByText(/estará listo a más tardar|preparando/)).toHaveCount(0);
  });
});

test.describe('a product sold for its files', () => {
  test("an ebook or recipe book without a file says 'Próximamente' and is marked 'Sin archivos'; with one it sells", async ({
    page,
    request,
    browser,
  }) => {
    const ebook = await apiPlan(request, {
      title: 'Ebook Próximamente E2E',
      description: 'Un ebook que todavía no tiene su PDF.',
      type: 'ebooks',
      anamnesis: 'No tiene',
      costPesos: '590',
    });
    const recipe = await request.post('/api/new-receta', {
      headers: await adminHeaders(request),
      data: { title: 'Recetario Próximamente E2E', costPesos: '450' },
    });
    expect(recipe.status()).toBe(200);
    const recipeId = ((await recipe.json()) as { receta: { _id: string } }).receta._id;
    const client = await apiRegister(request, 'Paula Próximamente');

    // A visitor and a client alike: no way to pay for it yet.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/auth/planes/${ebook._id}/`);
    await expect(page.getByRole('button', { name: 'Próximamente' })).toBeDisabled();
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/planes/${ebook._id}/`);
    await expect(page.getByRole('button', { name: 'Próximamente' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Comprar con Mercado Pago' })).toHaveCount(0);
    await shot(page, 'journey-ebook-coming-soon');
    await page.goto(`/auth/recetas/${recipeId}/`);
    await expect(page.getByText('Con la compra descargás el recetario en PDF')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próximamente' })).toBeDisabled();
    // The server refuses it too.
    const refused = await request.post('/api/mercadopago', {
      headers: bearer(client.token),
      data: { productSelected: ebook._id, typeProduct: 'plan' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('commerce.notAvailable');

    // The back office marks both.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
    await adminPage.goto('/auth/administracion?tab=planes');
    await expect(
      adminPage.getByRole('row', { name: /Ebook Próximamente E2E/ }).getByText('Sin archivos'),
    ).toBeVisible();
    await adminPage.goto('/auth/administracion?tab=recetas');
    await expect(
      adminPage.getByRole('row', { name: /Recetario Próximamente E2E/ }).getByText('Sin archivos'),
    ).toBeVisible();
    await admin.close();

    // With a file, it is for sale.
    await apiProductFile(request, ebook._id);
    await page.goto(`/auth/planes/${ebook._id}/`);
    await expect(page.getByRole('button', { name: 'Comprar con Mercado Pago' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próximamente' })).toHaveCount(0);
  });
});
