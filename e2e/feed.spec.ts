import { expect, test } from './fixtures';
import { E2E_ADMIN, fitsAPhone, shot, signIn } from './support';

/**
 * Her agenda on her phone (issue 20): she makes the private link in Agenda, sees it once,
 * and a calendar app can read it; changing it makes the old one stop working.
 */
test('the admin makes her calendar link, it serves iCalendar, and changing it retires the old one', async ({
  page,
  request,
}) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/auth/administracion?tab=agenda');
  const section = page.getByRole('region', { name: 'Tu agenda en el celular' });
  // The first page of a fresh server: 2 s on a quiet machine, but once past 10 s in a CI run
  // with the other worker busy (stop 41), so this one wait allows for a cold start.
  await expect(section.getByText(/Otros calendarios > Desde URL/)).toBeVisible({ timeout: 30_000 });

  // A link made by an earlier run is changed (with the confirmation); a fresh one is made.
  const change = section.getByRole('button', { name: 'Cambiar enlace' });
  if (await change.isVisible()) {
    await change.click();
    await page
      .getByRole('dialog', { name: '¿Cambiar el enlace?' })
      .getByRole('button', { name: 'Cambiar enlace' })
      .click();
  } else await section.getByRole('button', { name: 'Generar enlace' }).click();

  const link = section.getByLabel('Enlace de tu agenda');
  await expect(link).toHaveValue(/\/api\/agenda\.ics\?token=/);
  await expect(section.getByRole('button', { name: 'Copiar' })).toBeVisible();
  const first = await link.inputValue();
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await shot(page, 'agenda-feed-link');

  await section.getByRole('button', { name: 'Cambiar enlace' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cambiar el enlace?' });
  await expect(dialog.getByText(/deja de funcionar enseguida/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cambiar enlace' }).click();
  await expect(link).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await link.inputValue())).status()).toBe(200);
  await fitsAPhone(page);
});
