import { TERMS_VERSION } from '../contract/auth';
import type { TMyData } from '../contract/privacy';
import { expect, test } from './fixtures';
import {
  apiRegister,
  bearer,
  E2E_ADMIN,
  signIn,
  uiLogin,
  uiLoginHome,
  uniqueEmail,
  waitForMail,
} from './support';
import { expectAccessible } from './a11y';

test.describe('accounts', () => {
  test('a visitor sees every registration message, registers, lands home logged in, logs out and in again', async ({
    page,
  }) => {
    await page.goto('/auth/registrarme');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    for (const msg of [
      'Completá el nombre',
      'Email incorrecto',
      'Danos un teléfono o celular',
      'La contraseña tiene que tener 8 caracteres como mínimo',
      'Tenés que estar de acuerdo con los Términos y condiciones',
    ]) {
      await expect(page.getByText(msg, { exact: true }).first()).toBeVisible();
    }
    await expectAccessible(page, 'registro-errores');
    const email = uniqueEmail('visita');
    await page.getByLabel('Nombre').fill('Lucía Fernández');
    await page.getByLabel('Email').fill('lucia@');
    await page.getByLabel('Teléfono o celular').fill('09a');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('corta');
    await page.getByLabel('Repetir contraseña').fill('otra-cosa');
    await expect(page.getByText('Email incorrecto')).toBeVisible();
    await expect(page.getByText('Danos un teléfono o celular')).toBeVisible();
    await expect(page.getByText('Las contraseñas no son iguales')).toBeVisible();
    await expect(page.getByText('Completá el nombre')).toHaveCount(0);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Teléfono o celular').fill('099555111');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('clave-segura-1');
    await page.getByLabel('Repetir contraseña').fill('clave-segura-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();

    await expect(page).toHaveURL(/\/auth\/home$/);
    const header = page.locator('header');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(header.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
    await expect(header.getByText('LF').filter({ visible: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Administración' })).toHaveCount(0);
    // The server recorded the box ticked: the terms' version and when (Ley 18.331).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const mine = await page.request.get('/api/mis-datos', { headers: bearer(token ?? '') });
    expect(mine.status()).toBe(200);
    expect(((await mine.json()) as TMyData).consents).toEqual([
      expect.objectContaining({ version: TERMS_VERSION }),
    ]);

    // 'Salir' clears the storage and reloads the root (spec §2): wait for that page.
    const reloaded = page.waitForEvent('load');
    await header.getByRole('button', { name: 'Salir' }).click();
    await reloaded;
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('user'),
        sessionStorage.getItem('token'),
        sessionStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null, null]);

    await uiLoginHome(page, email, 'clave-segura-1');
    await expect(header.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
  });

  test("a taken e-mail shows 'Email ya existe!' on the field; a wrong password marks the fields", async ({
    page,
    request,
  }) => {
    const taken = await apiRegister(request, 'Ya Registrada');
    await page.goto('/auth/registrarme');
    await page.getByLabel('Nombre').fill('Otra Persona');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Teléfono o celular').fill('099555111');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('clave-segura-1');
    await page.getByLabel('Repetir contraseña').fill('clave-segura-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.locator('form').getByText('Email ya existe!')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/registrarme/);

    await uiLogin(page, taken.email, 'no-es-la-clave');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Usuario o Contraseña incorrectos' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/entrar/);
    await expectAccessible(page, 'entrar-error');
  });

  test('forgot password: the mailed link resets once; the new password works and the old one does not', async ({
    page,
    request,
  }) => {
    const user = await apiRegister(request, 'Olvidadiza');
    await page.goto('/auth/olvide-contrasena');
    await expect(page.getByText('¿Te olvidaste de tu contraseña?')).toBeVisible();
    await page.getByLabel('Email').fill('no-es-email');
    await page.getByRole('button', { name: 'Enviarme Email' }).click();
    await expect(page.getByText('Email incorrecto').first()).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Enviarme Email' }).click();
    await expect(page.getByText(/te enviamos un enlace/).first()).toBeVisible();
    await expectAccessible(page, 'olvide-enviado');

    const mail = await waitForMail(user.email, /resetPassword/);
    const link =
      /(http:\/\/localhost:\d+\/auth\/resetPassword\/user\/[A-Za-z0-9_-]+\/\?id=[0-9a-f-]{36})/.exec(
        mail,
      )![1]!;
    await page.goto(link);
    await expect(page.getByLabel('Nueva contraseña')).toBeVisible();
    await expectAccessible(page, 'nueva-contrasena');
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-456');
    await page.getByLabel('Repetir contraseña').fill('nueva-clave-456');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/auth\/entrar/);

    await uiLogin(page, user.email, user.password);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Usuario o Contraseña incorrectos' }),
    ).toBeVisible();
    await uiLoginHome(page, user.email, 'nueva-clave-456');

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('tercera-clave-789');
    await page.getByLabel('Repetir contraseña').fill('tercera-clave-789');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /no es válido o ya venció/ }),
    ).toBeVisible();
  });
});

test.describe('admin user management', () => {
  test("the admin finds 'José' searching 'jose', deactivates a user, whose session then stops working", async ({
    page,
    browser,
    request,
  }) => {
    const jose = await apiRegister(request, 'José Martínez');

    // José is logged in elsewhere.
    const other = await browser.newContext();
    const josePage = await other.newPage();
    await uiLogin(josePage, jose.email, jose.password);
    await expect(
      josePage.locator('header').getByRole('link', { name: 'Mi Perfil' }).first(),
    ).toBeAttached();

    await page.setViewportSize({ width: 1280, height: 900 });
    await uiLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.locator('header').getByRole('link', { name: 'Administración' }).click();
    await expect(page).toHaveURL(/\/auth\/administracion/);
    // The back office opens on her day; the users are one tab away.
    await expect(page.getByRole('tab', { name: 'Hoy' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await expect(page.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const tab of [
      'Entregas',
      'Agenda',
      'Planes / Ebooks',
      'Recetas',
      'Ventas',
      'Editar Web',
    ]) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByPlaceholder(/Buscar/).fill('jose');
    const row = page.getByRole('row').filter({ hasText: 'José Martínez' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Administración' })).toHaveCount(0);
    await expectAccessible(page, 'admin-usuarios-busqueda');

    await row.getByRole('link', { name: /Editar/ }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/usuario/${jose.id}`));
    await page.getByRole('combobox', { name: 'Estado', exact: true }).click();
    await page.getByRole('option', { name: 'Desactivo' }).click();
    await page.getByRole('button', { name: /Guardar/ }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Se guardaron los cambios' }),
    ).toBeVisible();
    await expectAccessible(page, 'admin-perfil-guardado');

    // The server-rendered top bar is anonymous at first: wait for the app to hear the
    // 401 and end the session, or the login page below would still find it stored.
    const refused = josePage.waitForResponse(
      (r) => r.url().endsWith('/api/userData') && r.status() === 401,
    );
    await josePage.reload();
    await refused;
    await expect(
      josePage.locator('header').getByRole('link', { name: 'Entrar' }).first(),
    ).toBeAttached();
    await uiLogin(josePage, jose.email, jose.password);
    await expect(
      josePage.getByRole('alert').filter({ hasText: 'Tu cuenta no está activa' }),
    ).toBeVisible();
    await other.close();
  });

  test('a guest cannot open the back office', async ({ page, request }) => {
    const g = await apiRegister(request, 'Curiosa');
    await signIn(page, g.email, g.password);
    await page.goto('/auth/administracion');
    await expect(page).not.toHaveURL(/administracion/);
    await page.goto('/auth/nuevo-usuario');
    await expect(page.getByLabel('Estado')).toHaveCount(0);
  });
});
