import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminHeaders,
  apiPlan,
  apiRegister,
  E2E_ADMIN,
  type E2EClient,
  shot,
  signIn,
  waitForMail,
} from './support';

/*
 * Issue 34, acceptance 1 and 6, as a buyer on a phone and as her at a desk: a purchase with
 * RUT makes an e-Factura (the server runs without INVOICING_*, so `npm start`'s local
 * stand-in of Biller issues it), which the buyer downloads from Mis Compras and she sees in
 * Ventas with the month's totals.
 */

const rutBox = (page: Page) => page.getByRole('textbox', { name: 'RUT' });

test.describe.serial('e-invoices', () => {
  let buyer: E2EClient;
  let plan: { _id: string; title: string };

  test.beforeAll(async ({ request }) => {
    plan = await apiPlan(request, {
      title: 'Plan Factura E2E',
      description: 'Plan con e-Factura',
      type: 'Online',
      anamnesis: 'Simple',
      costPesos: '2440',
      time: 1,
      queries: 1,
      iva: 'basico',
    });
    buyer = await apiRegister(request, 'Fernanda Factura');
  });

  test('a buyer asks for an e-Factura at checkout on a phone; a wrong RUT is refused; Mis Compras has the PDF', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, buyer.email, buyer.password);
    await page.goto(`/auth/planes/${plan._id}/`);
    await page.getByRole('checkbox', { name: 'Quiero factura con RUT' }).check();
    await rutBox(page).fill('21 030367 001 4');
    await page.getByRole('textbox', { name: 'Razón social' }).fill('Estudio Factura SRL');
    await page.getByRole('button', { name: 'Comprar con Mercado Pago' }).click();
    await expect(page.getByText('El RUT tiene 12 dígitos y su dígito verificador')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/auth/planes/${plan._id}/?$`));

    await rutBox(page).fill('21 100342 001 7');
    await shot(page, 'checkout-with-rut');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Comprar con Mercado Pago' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page.getByRole('heading', { name: `Compraste el ${plan.title}` })).toBeVisible();

    const mail = await waitForMail(buyer.email, /Tu comprobante/);
    expect(mail).toMatch(/e-Factura A-\d+/);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/auth/mis-compras/${buyer.id}`);
    const row = page.getByRole('row', { name: new RegExp(plan.title) });
    await expect(row.getByText(/e-Factura A-\d+/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Descargar PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^e-Factura-A-\d+\.pdf$/);
    const pdf = await fs.promises.readFile(await download.path());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await shot(page, 'purchases-with-cfe');
  });

  test("Ventas shows each sale's CFE and the month's totals, which match the sales", async ({
    page,
    request,
  }) => {
    const ventas = (await (
      await request.get('/api/ventas', { headers: await adminHeaders(request) })
    ).json()) as { data: { producto: string; comprobante: { numero: number } | null }[] };
    const numero = ventas.data.find((s) => s.producto === plan.title)!.comprobante!.numero;

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=ventas');
    await expect(
      page
        .getByRole('row', { name: new RegExp(plan.title) })
        .filter({ hasText: buyer.email })
        .getByText(`e-Factura A-${numero}`),
    ).toBeVisible();
    await expect(page.getByText('Coincide con las ventas del mes')).toBeVisible();
    await expect(page.getByText('Facturación electrónica no configurada')).toHaveCount(0);
    await shot(page, 'sales-with-cfe');
  });
});
