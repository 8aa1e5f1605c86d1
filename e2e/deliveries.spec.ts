import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiAnamnesis,
  apiPlan,
  apiRegister,
  bearer,
  E2E_ADMIN,
  type E2EClient,
  isHydrated,
  shot,
  toast,
  signIn,
  waitForMail,
} from './support';

/** Issue 11: a plan bought, the anamnesis completed, the personalized plan delivered and downloaded. */

const PLAN = 'Plan Entrega E2E';
const NOTES = 'Empezá el lunes. Cualquier duda escribime por mensajes.';
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
type Delivery = { _id: string; state: string; files: Array<{ name: string; url: string }> };

async function createPlan(request: APIRequestContext): Promise<string> {
  const plan = await apiPlan(request, {
    title: PLAN,
    description: 'Un plan personalizado que se entrega en diez días hábiles.',
    editorState: '<p>Tu plan de alimentación, hecho para vos.</p>',
    type: 'Online',
    anamnesis: 'Simple',
    time: 1,
    queries: 1,
    typeQueries: 'Controles Online',
    costPesos: '1800',
  });
  return plan._id;
}

async function ownDeliveries(request: APIRequestContext, token: string): Promise<Delivery[]> {
  const res = await request.get('/api/entregas', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entregas: Delivery[] }).entregas;
}

test.describe.serial('plan delivery', () => {
  let planId = '';
  let client: E2EClient;
  let other: E2EClient;
  let deliveryId = '';

  test.beforeAll(async ({ request }) => {
    planId = await createPlan(request);
    client = await apiRegister(request, 'Delfina Entregas');
    other = await apiRegister(request, 'Otra Clienta Entregas');
  });

  test('a client buys a plan: first the anamnesis is missing, then the date it will be ready by', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/planes/${planId}/`);
    // A server-rendered page: its button answers once React has taken it over (a click
    // before that did nothing on a slow CI run).
    const buy = page.getByRole('button', { name: 'Comprar con Mercado Pago' });
    await expect.poll(() => isHydrated(buy)).toBe(true);
    await buy.click();
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/compra-plan/${planId}/${client.id}\\?`));

    const status = page.getByRole('region', { name: 'Tu plan personalizado' });
    await expect(
      status.getByText('Falta completar la anamnesis: el plazo empieza cuando la completes'),
    ).toBeVisible();
    await expect(status.getByRole('link', { name: 'Completar la anamnesis' })).toHaveAttribute(
      'href',
      `/auth/nueva-ficha-anamnesis-online/${client.id}`,
    );
    const [owed] = await ownDeliveries(request, client.token);
    deliveryId = owed!._id;

    await apiAnamnesis(request, client);

    await page.goto(`/auth/compra-plan/${planId}/${client.id}`);
    await expect(
      status.getByText(/^Tu plan estará listo a más tardar el \d+ de \w+ de \d{4}$/),
    ).toBeVisible();
    await shot(page, 'deliveries-plan-pending');

    // The profile says the same.
    await page.goto('/auth/usuario');
    await expect(
      page
        .getByRole('region', { name: 'Tu plan personalizado' })
        .getByText(/^Tu plan estará listo a más tardar el /),
    ).toBeVisible();
  });

  test('the admin finds it in Entregas, opens it beside the anamnesis and uploads the plan', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=entregas');
    await page.getByRole('textbox', { name: 'Buscar por cliente o email' }).fill('delfina');
    await expect(page).toHaveURL(/[?&]q=delfina/);
    const row = page.getByRole('row', { name: /Delfina Entregas/ });
    await expect(row.getByText(PLAN)).toBeVisible();
    await expect(row.getByText('Faltan 10 días hábiles')).toBeVisible();
    await shot(page, 'deliveries-tab');

    await page.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('link', { name: /^Entregar plan/ }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/entrega/${deliveryId}$`));
    await expect(page.getByRole('heading', { name: 'Delfina Entregas', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Vence el \d+ de \w+ de \d{4}$/)).toBeVisible();
    // The anamnesis in short, from the clinical records.
    await expect(page.getByText('Bajar grasa corporal')).toBeVisible();

    // Nothing chosen: the server is not asked, the drop zone says why.
    await page.getByRole('button', { name: 'Entregar plan' }).click();
    await expect(page.getByText('Subí al menos un archivo con el plan').first()).toBeVisible();

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'plan-delfina.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('plan-delfina.pdf')).toBeVisible();
    await page.getByLabel('Notas para el cliente').fill(NOTES);
    await shot(page, 'deliveries-page-before');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Entregar plan' }).click();
    await expect(
      toast(page, 'Plan entregado: el cliente recibe un e-mail para descargarlo'),
    ).toBeVisible();
    const files = page.getByRole('region', { name: 'Archivos entregados' });
    await expect(files.getByRole('button', { name: /^Descargar archivo/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Agregar archivos' })).toBeVisible();
    await shot(page, 'deliveries-page-after');

    const mail = await waitForMail(client.email, new RegExp(PLAN));
    expect(mail).toContain(`/auth/compra-plan/${planId}/${client.id}`);

    // Delivered, it leaves the pending list and shows under 'Entregadas'.
    await page.goto('/auth/administracion?tab=entregas&q=delfina');
    await expect(page.getByText('No hay entregas que coincidan')).toBeVisible();
    await page.getByText('Entregadas', { exact: true }).click();
    await expect(page).toHaveURL(/estado=Entregado/);
    await expect(
      page.getByRole('row', { name: /Delfina Entregas/ }).getByText('Entregado', { exact: true }),
    ).toBeVisible();
  });

  test('the client sees the plan is ready and downloads it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/compra-plan/${planId}/${client.id}`);
    const status = page.getByRole('region', { name: 'Tu plan personalizado está listo' });
    await expect(status.getByText(/^Entregado el \d+ de \w+ de \d{4}$/)).toBeVisible();
    await expect(status.getByText(NOTES)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      status.getByRole('button', { name: /^Descargar archivo/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^plan-.+\.pdf$/);
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'deliveries-plan-delivered');

    await page.goto('/auth/usuario');
    await expect(
      page
        .getByRole('region', { name: 'Tu plan personalizado está listo' })
        .getByRole('button', { name: /^Descargar archivo/ }),
    ).toBeVisible();
    await shot(page, 'deliveries-profile-delivered');
  });

  test('another client gets neither the admin page nor the delivery, and a forged link is refused', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, other.email, other.password);
    await page.goto(`/auth/entrega/${deliveryId}`);
    await expect(page).toHaveURL(/\/auth\/home$/);
    await expect(page.getByRole('button', { name: 'Entregar plan' })).toHaveCount(0);
    await page.goto(`/auth/compra-plan/${planId}/${client.id}`);
    await expect(page.getByText('Esta página es de otra cuenta')).toBeVisible();
    await expect(page.getByRole('button', { name: /Descargar archivo/ })).toHaveCount(0);

    expect(await ownDeliveries(request, other.token)).toEqual([]);
    const theirs = await request.get(`/api/entregas/${deliveryId}`, {
      headers: bearer(other.token),
    });
    expect(theirs.status()).toBe(403);
    const [delivered] = await ownDeliveries(request, client.token);
    const link = delivered!.files[0]!.url;
    const forged = link.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    expect((await request.get(forged, { headers: bearer(other.token) })).status()).toBe(403);
    expect([400, 403]).toContain((await request.get(link.split('?')[0]!)).status());
    // The real link works for its owner, as a plain download.
    expect((await request.get(link)).status()).toBe(200);
  });
});
