import { expect, test, type Page } from '@playwright/test';
import { apiRegister, E2E_ADMIN, shot, uiLogin } from './support';

/**
 * Screenshots at 360 px and 1280 px for a person to look at (test-results/screenshots).
 * Each page is also checked for horizontal overflow on a phone.
 */
async function noHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('screenshots of the account pages and the back office', async ({ page, request }) => {
  await apiRegister(request, 'José Pérez');
  await apiRegister(request, 'María Núñez');

  for (const [name, path] of [
    ['home', '/auth/home'],
    ['login', '/auth/entrar'],
    ['registro', '/auth/registrarme'],
    ['olvide', '/auth/olvide-contrasena'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, name);
  }

  await uiLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/auth\/home$/);
  await page.goto('/auth/administracion');
  await expect(page.getByRole('tab', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByText('José Pérez').first()).toBeVisible();
  await noHorizontalScroll(page);
  await shot(page, 'admin-usuarios');

  const users = (await (
    await request.get('/api/users?q=jose', {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))}`,
      },
    })
  ).json()) as {
    users: { _id: string }[];
  };
  await page.goto(`/auth/usuario/${users.users[0]!._id}`);
  await expect(page.getByLabel('Nombre')).toHaveValue('José Pérez');
  await noHorizontalScroll(page);
  await shot(page, 'perfil');
});
