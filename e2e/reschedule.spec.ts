import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appointmentRange } from '../contract/agenda-slots';
import { addDaysInMontevideo, montevideoDay } from '../contract/time';
import {
  apiBuy,
  apiRegister,
  bearer,
  type E2EClient,
  shot,
  toast,
  signIn,
  waitForMail,
} from './support';

/** The calendar's free hours are buttons named by their hours and 'Libre'. */
const freeHours = (page: Page) => page.locator('.rbc-event').filter({ hasText: /Libre/ });

// A browser far from Uruguay: the times must still be Montevideo's.
test.use({ timezoneId: 'Asia/Tokyo' });

test.describe.serial('a client reschedules their own appointment (issue 20)', () => {
  let client: E2EClient;
  let booked = { id: '', start: '', end: '' };

  test.beforeAll(async ({ request }) => {
    client = await apiRegister(request, 'Renata Reagenda');
    const headers = bearer(client.token);
    // A paid 'Turno Presencial' through the test checkout.
    await apiBuy(request, client, { typeProduct: 'control' });

    // The first free hour of next week (Monday to Sunday), whatever day the suite runs; on
    // a Sunday that Monday is less than 24 hours away, when a client may no longer change
    // it: then the week after.
    const now = new Date();
    const weekday = (new Date(`${montevideoDay(now)}T12:00:00Z`).getUTCDay() + 6) % 7;
    const toMonday = 7 - weekday < 2 ? 14 - weekday : 7 - weekday;
    const monday = montevideoDay(addDaysInMontevideo(now, toMonday));
    const sunday = montevideoDay(addDaysInMontevideo(now, toMonday + 6));
    const free = await request.get(`/api/disponibilidad?desde=${monday}&hasta=${sunday}`);
    expect(free.status(), await free.text()).toBe(200);
    const [slot] = ((await free.json()) as { slots: { start: string; end: string }[] }).slots;
    expect(slot, 'a free hour next week').toBeDefined();
    const res = await request.post('/api/new-calendar', {
      headers,
      data: { ...slot, email: client.email },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { calendar } = (await res.json()) as { calendar: { _id: string } };
    booked = { id: calendar._id, ...slot! };
  });

  test('from the profile to the booking page, another free hour, the new time and the mail', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/usuario/${client.id}`);
    const before = appointmentRange(new Date(booked.start), new Date(booked.end));
    const upcoming = page.getByRole('region', { name: 'Tus próximos turnos' });
    await upcoming.getByRole('link', { name: `Cambiar horario del turno del ${before}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/auth/agendar-control/${client.id}\\?turno=${booked.id}$`),
    );

    const panel = page.getByRole('region', { name: 'Tu turno' });
    const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    await expect(panel.getByText(capital(before), { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Cambiar horario' }).click();
    await expect(panel.getByText('Elegí en el calendario un horario libre')).toBeVisible();

    // Next week on the calendar: its free hours (the booked one is not among them).
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);
    await freeHours(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar el horario' });
    await expect(dialog.getByText('Horario actual')).toBeVisible();
    await expect(dialog.getByText(before, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Nuevo horario (hora de Montevideo)')).toBeVisible();
    await shot(page, 'reschedule-dialog');
    await dialog.getByRole('button', { name: 'Sí, cambiar el horario' }).click();

    await expect(
      toast(page, 'Turno cambiado: te enviamos el nuevo horario por email'),
    ).toBeVisible();
    // The same appointment, at its new time.
    const mine = await page.request.get(`/api/calendar/user/${client.id}`, {
      headers: bearer(client.token),
    });
    const { appointments } = (await mine.json()) as {
      appointments: { _id: string; start: string; end: string }[];
    };
    expect(appointments.map((a) => a._id)).toEqual([booked.id]);
    expect(appointments[0]!.start).not.toBe(booked.start);
    const after = appointmentRange(
      new Date(appointments[0]!.start),
      new Date(appointments[0]!.end),
    );
    await expect(page.getByText(`Turno cambiado a: ${after}`)).toBeVisible();
    await expect(panel.getByText(capital(after), { exact: true })).toBeVisible();
    await shot(page, 'reschedule-done');

    const mail = await waitForMail(client.email, /Tu turno presencial pas/);
    const [, from, to] = /, de (\d\d:\d\d) a (\d\d:\d\d)$/.exec(after) ?? [];
    expect(mail).toContain(`de ${from} a ${to} (hora de Montevideo)`);
    expect(mail).toContain('Agregar a Google Calendar');
    expect(mail).toContain(`/auth/agendar-control/${client.id}?turno=${booked.id}`);
  });
});
