import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatAmount } from '../contract/money';
import {
  adminHeaders,
  apiBuy,
  apiPlan,
  apiRegister,
  bearer,
  E2E_ADMIN,
  type E2EClient,
  shot,
  signIn,
  waitForMail,
} from './support';

/** A plan as the admin creates it (through the API: the plan form has its own spec). */
const createPlan = (request: APIRequestContext, fields: Record<string, string | number>) =>
  apiPlan(request, { description: 'Plan de prueba', anamnesis: 'Simple', ...fields });

/** What the totals line must say: the API's own total of money received (refunds, refunds due and courtesies excluded). */
async function expectedTotals(request: APIRequestContext): Promise<RegExp> {
  const res = await request.get('/api/ventas', { headers: await adminHeaders(request) });
  const { total } = (await res.json()) as { total: { ventas: number; monto: string } };
  const amount = formatAmount(Number(total.monto), 2);
  const count = total.ventas === 1 ? '1 venta' : `${total.ventas} ventas`;
  return new RegExp(
    `^${count} · \\$U\\s${amount.replace(/\./g, '\\.')}( cobrados \\(sin reembolsos ni cortesías\\))?$`,
  );
}

const saleRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test.describe.serial('sales (Ventas) and manual plan assignment', () => {
  let buyer: E2EClient;
  let turnoBuyer: E2EClient;
  let plan: { _id: string; title: string };

  test.beforeAll(async ({ request }) => {
    plan = await createPlan(request, {
      title: 'Plan Ventas E2E',
      type: 'Online',
      costPesos: '1500',
      time: 3,
      queries: 3,
    });
    buyer = await apiRegister(request, 'Bruno Comprador');
    turnoBuyer = await apiRegister(request, 'Tania Turno');
    await apiBuy(request, buyer, { productSelected: plan._id, typeProduct: 'plan' });
    await apiBuy(request, turnoBuyer, { typeProduct: 'control' });
  });

  test('the admin sees the sales and their total, filters by period (kept on reload), downloads the CSV and refunds a sale', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=ventas');
    await expect(page.getByRole('tab', { name: 'Ventas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const row = saleRow(page, buyer.email);
    await expect(row).toBeVisible();
    await expect(row.getByText(plan.title)).toBeVisible();
    await expect(row.getByText('$U 1.500,00')).toBeVisible();
    await expect(row.getByText('Prueba', { exact: true })).toBeVisible();
    await expect(row.getByText(/^prueba-/)).toBeVisible();
    await expect(saleRow(page, turnoBuyer.email).getByText('$U 1.000,00')).toBeVisible();
    await expect(page.getByText(await expectedTotals(request))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Todo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A period without these sales: the empty state, and the address keeps the period.
    await page.getByLabel('Desde', { exact: true }).fill('01/01/2020');
    await page.getByLabel('Hasta', { exact: true }).fill('31/01/2020');
    await expect(page.getByText('No hay ventas en este período')).toBeVisible();
    await expect(page).toHaveURL(/tab=ventas&desde=2020-01-01&hasta=2020-01-31/);
    await page.reload();
    await expect(page.getByText('No hay ventas en este período')).toBeVisible();
    await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('01/01/2020');
    // A backwards period is refused before asking.
    await page.getByLabel('Desde', { exact: true }).fill('10/02/2020');
    await expect(page.getByText('Revisá el período')).toBeVisible();
    await expect(page.getByLabel('Hasta', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Este mes' }).click();
    await expect(page.getByRole('button', { name: 'Este mes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^ventas-desde-\d{4}-\d{2}-01-hasta-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv).toContain('"Producto"');
    expect(csv).toContain(`"${plan.title}";"plan";"${buyer.email}";"1500,00";"Prueba"`);
    expect(csv).toContain(turnoBuyer.email);

    await row.getByRole('button', { name: /^Reembolsar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reembolsar venta' });
    await expect(dialog).toContainText(
      'Se devuelve el monto completo ($U 1.500,00) a través de Mercado Pago.',
    );
    await expect(dialog).toContainText('El cliente pierde el acceso al producto.');
    await expect(dialog).toContainText('Le llega un e-mail avisándole del reembolso.');
    await expect(dialog).toContainText('No se puede deshacer.');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await shot(page, 'sales-refund-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();

    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Venta reembolsada: el acceso del cliente quedó revocado' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(/^Reembolsada /)).toBeVisible();
    await expect(row.getByRole('button', { name: /Reembolsar/ })).toHaveCount(0);
    await expect(row).toHaveAttribute('data-muted', 'true');
    await expect(page.getByText(/\(sin reembolsos ni cortesías\)$/)).toBeVisible();
    await expect(page.getByText(await expectedTotals(request))).toBeVisible();

    await waitForMail(buyer.email, /Reembolsamos tu compra/);
    const compras = await request.get(`/api/compras/${buyer.id}`, {
      headers: bearer(buyer.token),
    });
    expect(((await compras.json()) as { compras: { refunded: boolean }[] }).compras).toEqual([
      expect.objectContaining({ refunded: true }),
    ]);

    await page.getByRole('button', { name: 'Todo' }).click();
    await expect(page).toHaveURL(/\?tab=ventas$/);
    await shot(page, 'sales-tab');
  });

  test("the admin assigns a plan from a client's profile: a plan is required, then it is active and the client is mailed", async ({
    page,
    request,
  }) => {
    const assigned = await createPlan(request, {
      title: 'Plan Asignado E2E',
      type: 'Personalizado',
      costPesos: '3200',
      time: 2,
      queries: 4,
    });
    const ebook = await createPlan(request, {
      title: 'Ebook No Asignable E2E',
      type: 'ebooks',
      costPesos: '690',
    });
    const client = await apiRegister(request, 'Ana Asignada');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/usuario/${client.id}`);
    const planPanel = page.getByRole('region', { name: 'Plan', exact: true });
    await expect(planPanel).toContainText('Sin plan activo');
    await planPanel.getByRole('button', { name: 'Asignar Plan' }).click();

    const dialog = page.getByRole('dialog', { name: 'Asignar Plan' });
    await expect(dialog).toContainText(
      'El usuario recibe un e-mail con el enlace para completar la anamnesis, el plan queda asignado y sus controles se agendan automáticamente.',
    );
    await dialog.getByRole('button', { name: 'Asignar plan' }).click();
    await expect(dialog.getByText('Elegí un plan para asignar')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await expect(page.getByRole('option', { name: assigned.title })).toBeVisible();
    await expect(page.getByRole('option', { name: ebook.title })).toHaveCount(0);
    await page.getByRole('option', { name: assigned.title }).click();
    await expect(dialog.getByText('Elegí un plan para asignar')).toHaveCount(0);
    await expect(dialog).toContainText('Duración2 meses');
    await expect(dialog).toContainText('Controles4');
    await expect(dialog).toContainText('Precio$U 3.200,00');
    await expect(dialog).toContainText('Queda registrado como una venta «Manual» por $U 3.200,00.');
    await shot(page, 'assign-plan-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByRole('button', { name: 'Asignar plan' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Plan asignado: el usuario recibe un e-mail para completar la anamnesis',
      }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(planPanel).toContainText(assigned.title);
    await expect(planPanel.getByText('Pago', { exact: true })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Próximos controles' }).getByRole('listitem');
    await expect(upcoming).toHaveCount(4);

    const mail = await waitForMail(client.email, /Te asignamos el producto/);
    expect(mail).toContain(`/auth/nueva-ficha-anamnesis-online/${client.id}`);
    const compras = await request.get(`/api/compras/${client.id}`, {
      headers: await adminHeaders(request),
    });
    expect(((await compras.json()) as { compras: unknown[] }).compras).toEqual([
      expect.objectContaining({
        producto: assigned.title,
        plataforma: 'Manual',
        monto: '3200.00',
        payment_id: null,
      }),
    ]);

    // The Ventas tab lists it as a 'Manual' sale, without a transaction number.
    await page.goto('/auth/administracion?tab=ventas');
    const row = saleRow(page, client.email);
    await expect(row.getByText('Manual', { exact: true })).toBeVisible();
    await expect(row.getByText('$U 3.200,00')).toBeVisible();
    await expect(row.getByText('—')).toBeVisible();
  });
});
