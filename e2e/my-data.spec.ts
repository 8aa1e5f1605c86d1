import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PATHS } from '../contract/pages';
import { PRIVACY_MSG } from '../contract/privacy';
import { expect, test } from './fixtures';
import {
  apiAnamnesis,
  apiRegister,
  bearer,
  E2E_ADMIN,
  fitsAPhone,
  shot,
  signIn,
  toast,
  type E2EClient,
} from './support';

/**
 * 'Mis datos' (issue 33, Ley 18.331; DECISIONS §13): a client sees what the practice holds
 * about them, downloads it, asks for a correction and for the deletion of the account; she
 * answers both from 'Hoy', erasing the account and keeping the clinical record, which stays
 * readable to her only, apart, in 'Historias clínicas conservadas'.
 */
test.describe.serial("a client's data: see it, take it, correct it, erase it", () => {
  let client: E2EClient;
  const name = 'Clara Datos';
  const correction = 'Mi control presencial del martes dice 82 kg: eran 72 kg.';

  const region = (page: Page, title: string) => page.getByRole('region', { name: title });

  test('the client opens Mis datos from Mi perfil, downloads the ZIP and makes both requests', async ({
    page,
    request,
  }) => {
    client = await apiRegister(request, name);
    await apiAnamnesis(request, client);
    const control = await request.post('/api/new-control', {
      headers: bearer(client.token),
      multipart: { userId: client.id, typo: 'Online', talla: '165', peso: '70.5' },
    });
    expect(control.status(), await control.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(PATHS.profile());
    await region(page, 'Tus datos personales').getByRole('link', { name: 'Mis datos' }).click();
    await expect(page).toHaveURL(/\/auth\/mis-datos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
    await expect(region(page, 'Tu cuenta').getByText(client.email)).toBeVisible();
    const kinds = region(page, 'Qué guardamos y para qué');
    await expect(kinds.getByText('Tus controles y sus fotos')).toBeVisible();
    await expect(kinds.getByText('Tu anamnesis y tu consentimiento')).toBeVisible();
    await expect(
      region(page, 'Quién leyó tu historia clínica').getByText(
        'Nadie de la consulta abrió tu historia clínica.',
      ),
    ).toBeVisible();

    // Before any request: the correction form and the way to the deletion, pictured too.
    await fitsAPhone(page);
    await shot(page, 'mis-datos-sin-pedidos');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The ZIP: a plain download through the signed link the API hands out.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mis-datos.zip');
    const zip = fs.readFileSync(await download.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(toast(page, PRIVACY_MSG.downloadReady)).toBeVisible();

    // A correction she must make: what they cannot change themselves.
    await page.getByRole('textbox', { name: /Pedir una corrección/ }).fill(correction);
    await page.getByRole('button', { name: 'Pedir la corrección' }).click();
    await expect(toast(page, PRIVACY_MSG.correctionRequested)).toBeVisible();

    // The deletion, after reading what goes and what the law keeps.
    await page.getByRole('button', { name: 'Pedir la baja de mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Pedís la baja de tu cuenta?' });
    await expect(dialog.getByText(/leyes 18\.335 y 20\.212/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Pedir la baja' }).click();
    await expect(toast(page, PRIVACY_MSG.erasureRequested)).toBeVisible();
    await expect(dialog).toBeHidden();

    const requests = region(page, 'Tus pedidos');
    await expect(requests.getByText('Baja de la cuenta')).toBeVisible();
    await expect(requests.getByText('Corrección de datos')).toBeVisible();
    await expect(requests.getByText(/^Pendiente · te respondemos hasta el /)).toHaveCount(2);
    await expect(
      requests.getByRole('button', { name: 'Retirar el pedido: Baja de la cuenta' }),
    ).toBeVisible();
    // A second deletion request is not offered while one is under way.
    await expect(page.getByRole('button', { name: 'Pedir la baja de mi cuenta' })).toHaveCount(0);

    // The page as it is when they come back (no toasts): its pictures at both widths.
    await page.reload();
    await expect(region(page, 'Tus pedidos')).toBeVisible();
    await fitsAPhone(page);
    await shot(page, 'mis-datos');
  });

  test("she sees both in 'Hoy', marks the correction made and erases the account, keeping the clinical record", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(PATHS.admin('hoy'));
    const card = region(page, 'Pedidos sobre datos personales');
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await expect(card.getByText(`«${correction}»`)).toBeVisible();
    await expect(
      card.getByText(/vence el .* \(faltan \d+ días? hábil(es)?\)/).first(),
    ).toBeVisible();
    await expect(card.getByRole('link', { name }).first()).toHaveAttribute(
      'href',
      PATHS.profile(client.id),
    );
    await fitsAPhone(page);
    await shot(page, 'admin-hoy-pedidos-datos');
    await page.setViewportSize({ width: 1280, height: 900 });

    await card.getByRole('button', { name: `Marcar como corregido: ${name}` }).click();
    const corrected = page.getByRole('dialog', { name: 'Marcar la corrección como hecha' });
    await corrected
      .getByRole('textbox', { name: 'Qué corregiste (opcional)' })
      .fill('Corregí el peso del control: 72 kg.');
    await corrected.getByRole('button', { name: 'Marcar como corregido' }).click();
    await expect(toast(page, PRIVACY_MSG.corrected)).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(1);

    await card.getByRole('button', { name: `Eliminar la cuenta: ${name}` }).click();
    const erase = page.getByRole('dialog', { name: `Eliminar la cuenta de ${name}` });
    await expect(
      erase.getByRole('checkbox', {
        name: 'Terminó el plazo de conservación de su historia clínica: eliminarla también',
      }),
    ).not.toBeChecked();
    await erase.getByRole('button', { name: 'Eliminar la cuenta' }).click();
    await expect(toast(page, PRIVACY_MSG.erased)).toBeVisible();
    await expect(card).toBeHidden();
  });

  test('the kept clinical record is listed and opens read-only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(PATHS.admin());
    await page.getByRole('link', { name: 'Historias conservadas' }).click();
    await expect(page).toHaveURL(/\/auth\/historias-conservadas$/);
    const row = page.getByRole('row').filter({ hasText: client.email });
    await expect(row.getByText('Sí')).toBeVisible();
    await row.getByRole('link', { name, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/solo lectura/)).toBeVisible();
    await expect(region(page, 'Anamnesis').getByText('Horas de trabajo por día')).toBeVisible();
    await expect(region(page, 'Controles (1)').getByText('Peso (kg)')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await fitsAPhone(page);
    await shot(page, 'historia-conservada');
  });
});
