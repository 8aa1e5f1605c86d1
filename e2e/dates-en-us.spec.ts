import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { montevideoInstant, montevideoNoon, montevideoTime } from '../contract/time';
import { adminHeaders, apiRegister, E2E_ADMIN, signIn, toast, typedDay } from './support';

/**
 * Dates and times as Uruguay writes them whatever the browser's language (issue 21,
 * acceptance 3): in a browser set to English, the Agenda's dialog, the profile's date of
 * next control and the Ventas filter show and take dd/mm/aaaa and 24-hour times, and
 * nothing reads '02:00 PM' or mm/dd/yyyy.
 */
test.use({ locale: 'en-US' });

const DAY_TEXT = /^\d{2}\/\d{2}\/\d{4}$/;
/** A time written the US way: '2:00 PM', '02:00 am'. */
const AM_PM = /\d{1,2}:\d{2}\s?[AP]\.?M\.?\b/i;

/** No field left to the browser's language: those would read mm/dd/yyyy and AM/PM. */
async function noNativeDateFields(page: Page) {
  await expect(
    page.locator('input[type=date], input[type=time], input[type=datetime-local]'),
  ).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(AM_PM);
}

/**
 * A weekday from the 20th on (past the 12th: mm/dd cannot read it) of a month some weeks
 * ahead, as the fields take it and as the API stores it.
 */
function dayAhead(weeks: number) {
  const c = montevideoTime(new Date(Date.now() + weeks * 7 * 86_400_000));
  const month = String(c.month).padStart(2, '0');
  for (let d = 20; ; d++) {
    const iso = `${c.year}-${month}-${d}`;
    const weekday = montevideoNoon(iso)!.getUTCDay();
    if (weekday !== 0 && weekday !== 6)
      return { y: c.year, m: c.month, d, iso, text: typedDay(iso) };
  }
}

test.describe('dates in an en-US browser', () => {
  test('the browser really speaks English', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  });

  test("the Agenda's dialog shows and takes dd/mm/aaaa and 24-hour times", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=agenda');
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo turno' });
    // Opened on her next free slot, 60 minutes long: written day first, hours in 24.
    await expect(form.getByLabel('Día')).toHaveValue(DAY_TEXT);
    await expect(form.getByLabel('Desde')).toHaveValue(/^\d{2}:00$/);
    const from = Number((await form.getByLabel('Desde').inputValue()).slice(0, 2));
    await expect(form.getByLabel('Hasta')).toHaveValue(`${String(from + 1).padStart(2, '0')}:00`);
    await noNativeDateFields(page);

    // Its calendar is in Spanish and starts on Monday.
    await form.getByLabel('Día').click();
    await expect(page.locator('.mantine-DateInput-weekday').first()).toHaveText(/^lu/i);
    await page.keyboard.press('Tab');

    const day = dayAhead(6);
    await form.getByText('Sin cliente').click();
    await form.getByLabel('Título').fill('Fecha en inglés');
    await form.getByLabel('Día').fill(day.text);
    await form.getByLabel('Desde').fill('21:00');
    await form.getByLabel('Hasta').fill('2130');
    await form.getByLabel('Hasta').press('Tab');
    await expect(form.getByLabel('Día')).toHaveValue(day.text);
    await expect(form.getByLabel('Hasta')).toHaveValue('21:30');
    await noNativeDateFields(page);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/new-calendar') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Guardar' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(200);
    const { calendar } = (await answer.json()) as {
      calendar: { _id: string; start: string; end: string };
    };
    expect(new Date(calendar.start).toISOString()).toBe(
      montevideoInstant(day.y, day.m, day.d, 21, 0).toISOString(),
    );
    expect(new Date(calendar.end).toISOString()).toBe(
      montevideoInstant(day.y, day.m, day.d, 21, 30).toISOString(),
    );
    // Leave the agenda as it was.
    const removed = await request.delete(`/api/calendar/${calendar._id}`, {
      headers: await adminHeaders(request),
    });
    expect(removed.status()).toBe(200);
  });

  test("the profile's next control shows and takes dd/mm/aaaa", async ({ page, request }) => {
    const client = await apiRegister(request, 'Fecha Inglés');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/usuario/${client.id}`);
    const field = page.getByLabel('Próximo control');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await noNativeDateFields(page);

    const day = dayAhead(8);
    await field.fill(day.text);
    await field.press('Tab');
    await expect(field).toHaveValue(day.text);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Se guardaron los cambios')).toBeVisible();

    const res = await request.get(`/api/user/${client.id}`, {
      headers: await adminHeaders(request),
    });
    const { user } = (await res.json()) as { user: { dateNextControl: string } };
    expect(new Date(user.dateNextControl).toISOString()).toBe(
      montevideoNoon(day.iso)!.toISOString(),
    );
    await page.reload();
    await expect(page.getByLabel('Próximo control')).toHaveValue(day.text);
  });

  test('the Ventas filter shows and takes dd/mm/aaaa', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=ventas');
    const from = page.getByLabel('Desde', { exact: true });
    const to = page.getByLabel('Hasta', { exact: true });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await from.fill('13/01/2020');
    await to.fill('25/01/2020');
    await to.press('Tab');
    await expect(page).toHaveURL(/desde=2020-01-13&hasta=2020-01-25/);
    await expect(from).toHaveValue('13/01/2020');
    await expect(to).toHaveValue('25/01/2020');
    await expect(page.getByText('No hay ventas en este período')).toBeVisible();
    await noNativeDateFields(page);

    // A period in the address reads day first too.
    await page.goto('/auth/administracion?tab=ventas&desde=2020-02-03&hasta=2020-02-14');
    await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('03/02/2020');
    await expect(page.getByLabel('Hasta', { exact: true })).toHaveValue('14/02/2020');
  });
});
