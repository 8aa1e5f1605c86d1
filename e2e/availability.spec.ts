import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  defaultBlockedDaysBetween,
  formatInMontevideo,
  montevideoDay,
  montevideoNoon,
} from '../contract/time';
import { adminHeaders, E2E_ADMIN, fitsAPhone, shot, signIn, toast, typedDay } from './support';

/**
 * Her availability (issue 20, acceptance 1, 2 and 7): she sets her hours in the Agenda,
 * and the public Turnos calendar offers exactly the free slots the server decides; a
 * holiday blocked by default offers none. The file has its own server (e2e/fixtures.ts): no
 * other spec books under the hours set here.
 */

const DEFAULTS = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  slotMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 12,
  horizonDays: 60,
};
const DAY = 86_400_000;

const calendarItem = (page: Page, title: RegExp) =>
  page.locator('.rbc-event').filter({ hasText: title });
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();
const calendarLoaded = (page: Page) =>
  expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
/** The Monday of a day's week, as a UTC-noon time. */
const mondayOf = (day: string) => noon(day).getTime() - ((noon(day).getUTCDay() + 6) % 7) * DAY;
/** The day the calendar opens on: today in Montevideo, or the next Monday on a weekend. */
function openingDay(): string {
  const today = montevideoDay(new Date());
  const weekday = noon(today).getUTCDay();
  const skip = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  return new Date(noon(today).getTime() + skip * DAY).toISOString().slice(0, 10);
}

async function putSettings(request: APIRequestContext, body: unknown) {
  const res = await request.put('/api/agenda/disponibilidad', {
    headers: await adminHeaders(request),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Back to a fresh install's availability: the defaults, no days off, no holiday opened. */
async function resetAvailability(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  await putSettings(request, DEFAULTS);
  const res = await request.get('/api/agenda/disponibilidad', { headers });
  const overview = (await res.json()) as {
    daysOff: { _id: string }[];
    holidays: { day: string; open: boolean }[];
  };
  for (const d of overview.daysOff)
    await request.delete(`/api/agenda/dias-libres/${d._id}`, { headers });
  for (const h of overview.holidays.filter((x) => x.open))
    await request.delete(`/api/agenda/feriados/${h.day}`, { headers });
}

async function openAgenda(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/auth/administracion?tab=agenda');
  await expect(page.getByRole('heading', { name: 'Disponibilidad' })).toBeVisible();
}

test.describe.serial('her availability', () => {
  test.beforeAll(async ({ request }) => resetAvailability(request));

  test('she sets Tuesday 15-19 in the Agenda; the public calendar offers only those hours', async ({
    page,
    browser,
  }) => {
    await openAgenda(page);
    const hours = page.getByRole('form', { name: 'Horarios de atención' });
    for (const day of ['lunes', 'miércoles', 'jueves', 'viernes'])
      await hours
        .getByRole('button', { name: `Quitar el horario del ${day} de 09:00 a 17:00` })
        .click();
    await hours.getByLabel('Martes: desde').fill('15:00');
    await hours.getByLabel('Martes: hasta').fill('19:00');
    await expect(hours.getByText('No atendés')).toHaveCount(6);
    await hours.getByRole('button', { name: 'Guardar disponibilidad' }).click();
    await expect(toast(page, 'Disponibilidad guardada')).toBeVisible();
    await shot(page, 'availability-settings');

    // The server says the same: only Tuesdays, 15 to 18 (slots of an hour).
    const from = openingDay();
    const to = new Date(noon(from).getTime() + 27 * DAY).toISOString().slice(0, 10);
    const res = await page.request.get(`/api/disponibilidad?desde=${from}&hasta=${to}`);
    const slots = ((await res.json()) as { slots: { start: string }[] }).slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) {
      const local = new Date(Date.parse(s.start) - 3 * 3_600_000);
      expect(local.getUTCDay()).toBe(2);
      expect([15, 16, 17, 18]).toContain(local.getUTCHours());
    }

    // A visitor on the Turnos page: next week, Tuesday's four hours and nothing else.
    const visitor = await browser.newPage({ timezoneId: 'Asia/Tokyo' });
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await visitor.goto('/auth/turnos-presenciales');
    await expect(visitor.getByRole('heading', { name: 'Calendario de turnos' })).toBeVisible();
    await next(visitor);
    await calendarLoaded(visitor);
    const free = calendarItem(visitor, /Libre/);
    await expect(free).toHaveCount(4);
    for (const [i, hour] of ['15', '16', '17', '18'].entries())
      await expect(free.nth(i)).toContainText(`${hour}:00 – `);
    // Tuesday is the second column of Monday to Friday.
    const column = (i: number) =>
      visitor.locator('.rbc-day-slot').nth(i).locator('.rbc-event', { hasText: 'Libre' });
    await expect(column(1)).toHaveCount(4);
    await expect(column(0)).toHaveCount(0);
    await visitor.close();
  });

  test('she blocks a vacation week with a note, and removes it', async ({ page }) => {
    await openAgenda(page);
    const from = new Date(mondayOf(openingDay()) + 14 * DAY).toISOString().slice(0, 10);
    const to = new Date(noon(from).getTime() + 4 * DAY).toISOString().slice(0, 10);
    const form = page.getByRole('form', { name: 'Agregar días libres' });
    await form.getByLabel('Desde').fill(typedDay(from));
    await form.getByLabel('Hasta (vacío: un solo día)').fill(typedDay(to));
    await form.getByLabel('Nota (opcional)').fill('Vacaciones de invierno');
    await form.getByRole('button', { name: 'Bloquear días' }).click();
    await expect(toast(page, 'Días libres agregados')).toBeVisible();
    await expect(page.getByText('Vacaciones de invierno')).toBeVisible();
    // The week offers nothing, though it is within her hours.
    const res = await page.request.get(`/api/disponibilidad?desde=${from}&hasta=${to}`);
    expect(((await res.json()) as { slots: unknown[] }).slots).toEqual([]);
    await shot(page, 'availability-days-off');
    await fitsAPhone(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /^Quitar días libres del / }).click();
    await expect(toast(page, 'Días libres quitados')).toBeVisible();
    await expect(page.getByText('No tenés días libres cargados.')).toBeVisible();
  });

  test('a holiday blocked by default shows no free hours on the public calendar', async ({
    page,
    request,
  }) => {
    // Her default hours, a year ahead: the next holiday on a weekday of a coming week.
    await putSettings(request, { ...DEFAULTS, horizonDays: 365 });
    const start = openingDay();
    const yearAhead = new Date(noon(start).getTime() + 360 * DAY).toISOString().slice(0, 10);
    const holiday = defaultBlockedDaysBetween(start, yearAhead).find(
      (b) =>
        mondayOf(b.day) > mondayOf(start) &&
        noon(b.day).getUTCDay() >= 1 &&
        noon(b.day).getUTCDay() <= 5,
    )!;
    expect(holiday).toBeTruthy();
    const column = noon(holiday.day).getUTCDay() - 1;
    const weeks = Math.round((mondayOf(holiday.day) - mondayOf(start)) / (7 * DAY));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/auth/turnos-presenciales');
    await expect(page.getByRole('heading', { name: 'Calendario de turnos' })).toBeVisible();
    for (let i = 0; i < weeks; i++) {
      await next(page);
      await calendarLoaded(page);
    }
    const dayColumn = (i: number) => page.locator('.rbc-day-slot').nth(i);
    await expect(dayColumn(column).locator('.rbc-event', { hasText: 'Libre' })).toHaveCount(0);
    // Another weekday of that week offers its hours (unless it is blocked too).
    const other = [0, 1, 2, 3, 4].find(
      (i) =>
        i !== column &&
        !defaultBlockedDaysBetween(start, yearAhead).some(
          (b) => b.day === new Date(mondayOf(holiday.day) + i * DAY).toISOString().slice(0, 10),
        ),
    );
    if (other !== undefined)
      await expect(dayColumn(other).locator('.rbc-event', { hasText: 'Libre' })).toHaveCount(8);
    await shot(page, 'availability-public-holiday');

    // In the Agenda she sees it blocked, and may open it.
    await openAgenda(page);
    await expect(page.getByText(holiday.name).first()).toBeVisible();
    const said = formatInMontevideo(montevideoNoon(holiday.day)!, 'weekdayDate');
    await expect(page.getByRole('button', { name: `Abrir el ${said}` })).toBeVisible();
  });
});
