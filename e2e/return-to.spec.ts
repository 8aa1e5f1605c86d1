import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiMealPlan } from './meal-plan-setup';
import { apiPlan, apiRegister, isHydrated, shot, uniqueEmail, waitForMail } from './support';

/*
 * Issue 32, acceptance 1: every protected link survives a sign-in. A client opens the plan
 * link of the mail signed out, signs in ('Recordar usuario' ticked) and lands on the plan,
 * with 'Mi plan alimentario' one tap away; a visitor registers from a plan page and lands
 * back on its purchase; a reset password ends where it was going; `?next=` to another
 * origin is ignored. After a navigation inside the app, focus is on the new page's heading.
 */

/** The element that has focus: its tag and its text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim(),
  }));

async function fillLogin(page: Page, email: string, password: string) {
  await expect.poll(() => isHydrated(page.getByLabel('Email'))).toBe(true);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('signed in where it is theirs, back where they were going', () => {
  test('the plan link of the mail, signed out: sign in and land on the plan', async ({
    page,
    request,
  }) => {
    const client = await apiRegister(request, 'Camila Vuelve al Plan');
    const planId = await apiMealPlan(request, {
      title: 'Plan de Camila',
      userId: client.id,
      publish: true,
    });
    const mail = await waitForMail(client.email, /Ver mi plan alimentario/);
    const link = /\/auth\/plan-alimentario\/[0-9a-f-]{36}/.exec(mail)![0];
    expect(link).toContain(planId);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/entrar\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(link);
    await expect(page.getByRole('status').filter({ hasText: /sesión/i })).toBeVisible();
    // On their own phone a client stays signed in: the box comes ticked.
    await expect(page.getByRole('checkbox', { name: 'Recordar usuario' })).toBeChecked();
    await shot(page, 'login-with-next');
    await page.setViewportSize({ width: 360, height: 780 });
    await fillLogin(page, client.email, client.password);

    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Camila' })).toBeVisible();
    expect(await focused(page)).toEqual({ tag: 'H1', text: 'Plan de Camila' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // 'Mi plan alimentario' is in the menu, one tap from anywhere.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page).toHaveURL(/\/auth\/usuario\//);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mi plan alimentario' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Camila' })).toBeVisible();
  });

  test('a visitor registers from a plan page and lands back on its purchase', async ({ page }) => {
    const plan = await apiPlan(page.request, {
      title: 'Plan Vuelta a la Compra',
      description: 'Un plan para volver a su compra.',
      editorState: '<p>Tu plan.</p>',
      type: 'Online',
      anamnesis: 'Simple',
      time: 1,
      queries: 1,
      typeQueries: 'Controles Online',
      costPesos: '1500',
    });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/auth/planes/${plan._id}/`);
    await page.getByRole('link', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL(/\/auth\/registrarme\?next=/);

    await page.getByLabel('Nombre').fill('Martina Visita');
    await page.getByLabel('Email').fill(uniqueEmail('visita-compra'));
    await page.getByLabel('Teléfono o celular').fill('099 555 222');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('clave-segura-2');
    await page.getByLabel('Repetir contraseña').fill('clave-segura-2');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();

    await expect(page).toHaveURL(new RegExp(`/auth/planes/${plan._id}/#comprar$`));
    const buy = page.getByRole('button', { name: 'Comprar con Mercado Pago' });
    await expect(buy).toBeVisible();
    await expect(buy).toBeInViewport();
  });

  test('a reset password ends where the sign-in was going', async ({ page, request }) => {
    const client = await apiRegister(request, 'Bruno Olvidadizo');
    const target = `/auth/mis-compras/${client.id}`;
    await page.goto(target);
    await expect(page).toHaveURL(/\/auth\/entrar\?next=/);
    await page.getByRole('link', { name: '¿Te olvidaste de tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/auth\/olvide-contrasena\?next=/);
    // The address changes before the new page is drawn: until then 'Email' is the sign-in
    // form's, and what was typed there went with it (CI of stop 42: 'Email incorrecto').
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Te olvidaste de tu contraseña?' }),
    ).toBeVisible();
    // A server-rendered form: typed into once the page's scripts have taken it over.
    await expect.poll(() => isHydrated(page.getByLabel('Email'))).toBe(true);
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Enviarme Email' }).click();
    await expect(page.getByText('Revisá tu email')).toBeVisible();

    const mail = await waitForMail(client.email, /resetPassword/);
    const link = new URL(/https?:\/\/\S*resetPassword\S*/.exec(mail)![0]);
    expect(link.searchParams.get('next')).toBe(target);
    await page.goto(link.pathname + link.search);
    await page.getByLabel('Nueva contraseña').fill('clave-nueva-77');
    await page.getByLabel('Repetir contraseña').fill('clave-nueva-77');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/auth\/entrar\?next=/);
    await fillLogin(page, client.email, 'clave-nueva-77');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('a next to another origin is ignored: the sign-in lands at home', async ({
    page,
    request,
  }) => {
    const client = await apiRegister(request, 'Lucas Desconfiado');
    for (const evil of [
      'https://evil.example/auth/home',
      '//evil.example/auth/home',
      '/\\evil.example',
    ]) {
      await page.goto(`/auth/entrar?next=${encodeURIComponent(evil)}`);
      // Not a page of the site: not even the notice that a page asked for a session.
      await expect(page.getByRole('status').filter({ hasText: /sesión/i })).toHaveCount(0);
      await fillLogin(page, client.email, client.password);
      await expect(page).toHaveURL(/\/auth\/home$/);
      expect(new URL(page.url()).hostname).toBe('localhost');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
  });
});
