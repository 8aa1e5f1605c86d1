import { expect, test } from './fixtures';
import { adminHeaders, apiRegister, E2E_ADMIN, fitsAPhone, shot, signIn } from './support';
import { expectAccessible } from './a11y';

/**
 * 'Hoy' (DECISIONS §9): the back office opens on her day. A client writes to her first,
 * so the unread messages card has something to count.
 */
test.describe.serial("the nutritionist's day: 'Hoy'", () => {
  test('the admin opens the back office on Hoy, with its cards and their links', async ({
    page,
    request,
  }) => {
    const client = await apiRegister(request, 'Rocío Hoy');
    const sent = await request.post('/api/sendmensaje', {
      headers: { authorization: `Bearer ${client.token}` },
      data: { title: 'Consulta', message: '¿Puedo cambiar la merienda?' },
    });
    expect(sent.status()).toBe(200);
    // She writes her name and the consulting room in Editar Web (through the API here).
    const saved = await request.post('/api/consultorio', {
      headers: await adminHeaders(request),
      data: {
        name: 'Lic. Laura Méndez',
        address: 'Av. Brasil 2500, Montevideo',
        mapUrl: 'https://maps.google.com/?q=Av.+Brasil+2500',
      },
    });
    expect(saved.status()).toBe(200);

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveText('Hoy');
    await expect(page.getByRole('tab', { name: 'Hoy' })).toHaveAttribute('aria-selected', 'true');

    for (const card of [
      'Turnos de hoy y mañana',
      'Entregas',
      'Mensajes sin leer',
      'Controles de esta semana',
      'Clientes nuevos esta semana',
      'Cobrado este mes',
    ])
      await expect(page.getByRole('region', { name: card })).toBeVisible();

    const newClients = page.getByRole('region', { name: 'Clientes nuevos esta semana' });
    await expect(newClients.getByRole('link', { name: 'Rocío Hoy' })).toBeVisible();
    const unread = page.getByRole('region', { name: 'Mensajes sin leer' });
    await expect(unread.getByRole('link', { name: 'Ir a mensajes' })).toBeVisible();
    const money = page.getByRole('region', { name: 'Cobrado este mes' });
    await expect(money.getByText(/\$U/).first()).toBeVisible();
    await expect(money.getByRole('img', { name: /Cobrado el mes pasado/ })).toBeVisible();

    await fitsAPhone(page);
    await shot(page, 'admin-hoy');

    // Each card leads to the tab that handles it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('region', { name: 'Entregas' })
      .getByRole('link', { name: 'Ir a entregas' })
      .click();
    await expect(page).toHaveURL(/tab=entregas/);
  });

  test('Turnos Presenciales and Contacto show the consulting room with a map link', async ({
    page,
  }) => {
    for (const path of ['/auth/turnos-presenciales', '/auth/contacto']) {
      await page.goto(path);
      const room = page.getByRole('region', { name: 'El consultorio' });
      await expect(room.getByText('Av. Brasil 2500, Montevideo')).toBeVisible();
      await expectAccessible(page, `consultorio-${path.split('/').pop()}`);
      await expect(room.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
        'href',
        'https://maps.google.com/?q=Av.+Brasil+2500',
      );
    }
    await page.goto('/auth/quien-soy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lic. Laura Méndez');
    await expectAccessible(page, 'quien-soy');
  });

  test('she makes a backup now from the back office and sees it listed', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion');
    await page.getByRole('link', { name: 'Copias de seguridad' }).click();
    await expect(page).toHaveURL(/\/auth\/copias-de-seguridad$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copias de seguridad');

    await page.getByRole('button', { name: 'Hacer una copia ahora' }).click();
    await expect(page.getByText('Copia de seguridad hecha.')).toBeVisible();
    // The run made through the button: done, 'Manual', with its size in KB or MB.
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: 'Manual' }).first();
    await expect(row).toContainText('Hecha');
    await expect(row).toContainText(/\d+(,\d)? (KB|MB)/);
    await expect(page.getByText(/copia-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz/).first()).toBeVisible();

    await fitsAPhone(page);
    await shot(page, 'admin-copias');
  });
});
