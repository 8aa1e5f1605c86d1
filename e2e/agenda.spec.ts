import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appointmentRange } from '../contract/agenda-slots';
import { addDaysInMontevideo, montevideoDay, montevideoTime } from '../contract/time';
import {
  adminHeaders,
  apiRegister,
  E2E_ADMIN,
  type E2EClient,
  shot,
  SHOTS_DIR,
  toast,
  typedDay,
  signIn,
  waitForMail,
} from './support';
import { expectAccessible } from './a11y';

/** A toast (Mantine notifications are alerts). */
/** The calendar's appointments and free hours are buttons named by their hours and title. */
const calendarItem = (page: Page, title: RegExp) =>
  page.locator('.rbc-event').filter({ hasText: title });
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();
/**
 * Monday to Sunday of the week 'Próximo' shows, in Montevideo, as the free-slot query takes
 * them: the calendar opens on the coming Monday on a Saturday or Sunday (firstDay), so there
 * 'Próximo' is the week after that one.
 */
function nextWeek(): { desde: string; hasta: string } {
  const now = new Date();
  const weekday = montevideoTime(now).weekday; // 0 Sunday … 6 Saturday
  const opened = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  const openedWeekday = (weekday + opened) % 7; // Monday to Friday
  const monday = addDaysInMontevideo(now, opened - (openedWeekday - 1) + 7);
  return { desde: montevideoDay(monday), hasta: montevideoDay(addDaysInMontevideo(monday, 6)) };
}
const calendarLoaded = (page: Page) =>
  expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);

/** Screenshots for the agenda's review, beside the suite's own. */
async function agendaShot(page: Page, name: string) {
  await shot(page, `agenda-${name}`);
  const out = process.env.AGENDA_SHOTS_DIR;
  if (!out) return;
  fs.mkdirSync(out, { recursive: true });
  for (const w of [360, 1280])
    fs.copyFileSync(
      path.join(SHOTS_DIR, `agenda-${name}-${w}.png`),
      path.join(out, `${name}-${w}.png`),
    );
}

// A browser far from Uruguay: the calendar must still show Montevideo's hours.
test.use({ timezoneId: 'Asia/Tokyo' });

test.describe.serial('in-person appointments on the calendar', () => {
  let client: E2EClient;
  let other: E2EClient;
  /** The booked hour, as the API answers it. */
  let booked = { id: '', start: '' };

  test.beforeAll(async ({ request }) => {
    client = await apiRegister(request, 'Agustina Agenda');
    other = await apiRegister(request, 'Otro Sin Turno');
  });

  test('a client pays a turno, lands on the booking page and books a free hour', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto('/auth/turnos-presenciales');
    await page.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();

    await expect(page).toHaveURL(new RegExp(`/auth/agendar-control/${client.id}\\?pedido=`));
    await expect(page.getByText('¡Pago aprobado!')).toBeVisible();
    await expect(page.getByText('Seleccioná un día y una hora en el calendario')).toBeVisible();
    await expect(page.getByText('Tenés 1 turno para agendar')).toBeVisible();

    // Next week: every hour of it is still ahead, whatever day the suite runs.
    await next(page);
    await calendarLoaded(page);
    const monday9 = calendarItem(page, /09:00 – 10:00\s*Libre/).first();
    await expect(monday9).toBeVisible();
    // Exactly the free hours the server offers (Monday to Friday, 9 to 17 by default, less
    // any holiday that week).
    const { desde, hasta } = nextWeek();
    const free = await page.request.get(`/api/disponibilidad?desde=${desde}&hasta=${hasta}`);
    const { slots } = (await free.json()) as { slots: unknown[] };
    expect(slots.length).toBeGreaterThan(0);
    await expect(calendarItem(page, /Libre/)).toHaveCount(slots.length);
    await monday9.click();
    const dialog = page.getByRole('dialog', { name: 'Agendar control' });
    await expect(dialog.getByText(/^lunes, \d+ de \w+ de \d{4}, de 09:00 a 10:00$/)).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(client.email);
    await dialog.getByLabel('Descripción (opcional)').fill('Primera consulta, vengo por running.');
    await agendaShot(page, 'booking-dialog');
    await dialog.getByRole('button', { name: 'Agendar' }).click();

    await expect(
      dialog.getByText(/^Control agendado para: lunes, .* de 09:00 a 10:00$/),
    ).toBeVisible();
    const mail = await waitForMail(client.email, /Turno presencial confirmado/);
    expect(mail).toMatch(/de 09:00 a 10:00/);
    await dialog.getByRole('button', { name: 'Ver en el calendario' }).click();

    // The booking is the client's own: shown in full; the credit is used.
    await expect(calendarItem(page, /Control presencial: Agustina Agenda/)).toBeVisible();
    await expect(calendarItem(page, /Libre/)).toHaveCount(0);
    await expect(
      page.getByText(/^Control agendado para: lunes, .* de 09:00 a 10:00$/),
    ).toBeVisible();
    await expect(page.getByText('¿Querés otro turno?')).toBeVisible();
    await agendaShot(page, 'booking-page');

    const res = await page.request.get(
      `/api/calendar?from=${encodeURIComponent(new Date().toISOString())}`,
      { headers: await adminHeaders(page.request) },
    );
    const [event] = ((await res.json()) as { calendar: { _id: string; start: string }[] }).calendar;
    booked = { id: event!._id, start: event!.start };
    // 09:00 in Montevideo is 12:00 UTC, though the browser lives in Tokyo.
    expect(booked.start).toMatch(/T12:00:00\.000Z$/);
  });

  test("the client's profile lists the booked appointment, its day and hour in Montevideo", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/usuario/${client.id}`);
    const range = appointmentRange(
      new Date(booked.start),
      new Date(Date.parse(booked.start) + 3_600_000),
    );
    const upcoming = page.getByRole('region', { name: 'Tus próximos turnos' });
    // 'Lunes, 9 de marzo de 2026, de 09:00 a 10:00', though the browser lives in Tokyo.
    await expect(upcoming.getByText(range, { exact: false })).toBeVisible();
    await expect(
      upcoming.getByText(/^Lunes, \d+ de \w+ de \d{4}, de 09:00 a 10:00$/),
    ).toBeVisible();
    await expect(upcoming.getByText('Hora de Montevideo')).toBeVisible();
    // More than 24 hours ahead: the client may still cancel it from here.
    await expect(
      upcoming.getByRole('button', { name: `Cancelar turno del ${range}` }),
    ).toBeVisible();
    await agendaShot(page, 'profile-upcoming');
  });

  test("the admin sees the client's coming appointment on the client's profile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/usuario/${client.id}`);
    const upcoming = page.getByRole('region', { name: 'Próximos turnos' });
    await expect(upcoming.getByText(/, de 09:00 a 10:00$/)).toBeVisible();
  });

  test('the admin sees it in the Agenda, creates, edits and cancels an appointment', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=agenda');
    await expect(page.getByRole('button', { name: 'Nuevo turno' })).toBeVisible();
    // The week the client booked in.
    while ((await calendarItem(page, /Agustina Agenda/).count()) === 0) {
      await next(page);
      await calendarLoaded(page);
    }
    await calendarItem(page, /Agustina Agenda/).click();
    const detail = page.getByRole('dialog', { name: 'Detalle del turno' });
    await expect(detail.getByText(client.email)).toBeVisible();
    await expect(detail.getByText('Primera consulta, vengo por running.')).toBeVisible();
    await expectAccessible(page, 'agenda-detalle');
    await detail.getByRole('button', { name: 'Cerrar' }).last().click(); // the footer's, not the corner 'x'

    // A meeting on Wednesday of that week, outside the clients' hours.
    const wednesday = montevideoDay(new Date(Date.parse(booked.start) + 2 * 86_400_000));
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo turno' });
    // For a person without an account: their name, e-mail and phone (issue 30).
    await form.getByText('Persona sin cuenta').click();
    await form.getByLabel('Nombre').fill('Club de running');
    await form.getByLabel('Email').fill('club@e2e.uy');
    await form.getByLabel('Teléfono').fill('099 123 456');
    await form.getByLabel('Título').fill('Reunión con el club');
    await form.getByLabel('Color').click();
    await page.getByRole('option', { name: 'Naranja' }).click();
    await form.getByLabel('Día').fill(typedDay(wednesday));
    await form.getByLabel('Desde').fill('17:00');
    await form.getByLabel('Hasta').fill('18:30');
    await agendaShot(page, 'admin-new');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Control agendado')).toBeVisible();
    const meeting = calendarItem(page, /17:00 – 18:30\s*Reunión con el club/);
    await expect(meeting).toBeVisible();
    await agendaShot(page, 'admin-week');

    await meeting.click();
    await page
      .getByRole('dialog', { name: 'Detalle del turno' })
      .getByRole('button', { name: 'Editar' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar turno' });
    await edit.getByLabel('Título').fill('Reunión con el club de running');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Turno actualizado')).toBeVisible();

    // An appointment she places on the Saturday of that week is shown: the week grows to
    // Monday-Sunday (docs/decisions/0013), and the hours to its 19:00.
    const saturday = montevideoDay(new Date(Date.parse(booked.start) + 5 * 86_400_000));
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    const onSaturday = page.getByRole('dialog', { name: 'Nuevo turno' });
    await onSaturday.getByText('Sin cliente').click();
    await onSaturday.getByLabel('Título').fill('Sábado con el club');
    await onSaturday.getByLabel('Día').fill(typedDay(saturday));
    await onSaturday.getByLabel('Desde').fill('18:00');
    await onSaturday.getByLabel('Hasta').fill('19:00');
    await onSaturday.getByRole('button', { name: 'Guardar' }).click();
    await expect(onSaturday).toHaveCount(0);
    await calendarLoaded(page);
    await expect(calendarItem(page, /18:00 – 19:00\s*Sábado con el club/)).toBeVisible();
    await expect(page.locator('.rbc-time-header-cell .rbc-header')).toHaveCount(7);
    await expect(
      page.locator('.rbc-time-header-cell .rbc-header').filter({ hasText: /^sáb/i }),
    ).toBeVisible();
    await expect(calendarItem(page, /Agustina Agenda/)).toBeVisible();
    await agendaShot(page, 'admin-saturday');

    await calendarItem(page, /Reunión con el club de running/).click();
    const again = page.getByRole('dialog', { name: 'Detalle del turno' });
    await again.getByRole('button', { name: 'Cancelar turno' }).click();
    await again.getByRole('button', { name: 'Sí, cancelar el turno' }).click();
    await expect(toast(page, 'Turno cancelado')).toBeVisible();
    await expect(calendarItem(page, /Reunión con el club/)).toHaveCount(0);
    await expect(calendarItem(page, /Agustina Agenda/)).toBeVisible();
  });

  test('a visitor sees the busy hour as No disponible, nothing personal', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    // The home page loads no calendar code; the Turnos page loads it after hydrating.
    await page.goto('/auth/home');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((u) => u.includes('AgendaCalendar'))).toEqual([]);
    await page.goto('/auth/turnos-presenciales');
    await expect(page.getByRole('heading', { name: 'Calendario de turnos' })).toBeVisible();
    while ((await calendarItem(page, /No disponible/).count()) === 0) {
      await next(page);
      await calendarLoaded(page);
    }
    await expect(calendarItem(page, /09:00 – 10:00\s*No disponible/)).toBeVisible();
    await expect(page.getByText(/Agustina|running/)).toHaveCount(0);
    // The free slots of her hours (GET disponibilidad), the same the booking page offers.
    await expect(calendarItem(page, /10:00 – 11:00\s*Libre/).first()).toBeVisible();
    await expect(page.getByText('Para reservar necesitás una cuenta')).toBeVisible();
    await agendaShot(page, 'public-calendar');

    // On a phone: one day at a time, Monday to Friday.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.locator('.rbc-day-slot')).toHaveCount(1);
    expect(scripts.filter((u) => u.includes('AgendaCalendar'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a client without a paid turno is sent to pay one; the server refuses a booking', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, other.email, other.password);
    await page.goto(`/auth/agendar-control/${other.id}`);
    await expect(page.getByText('No tenés un turno pago para agendar')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pagar un turno' })).toHaveAttribute(
      'href',
      '/auth/turnos-presenciales',
    );
    await calendarLoaded(page);
    await expect(calendarItem(page, /Libre/)).toHaveCount(0);

    const start = new Date(Date.parse(booked.start) + 3_600_000);
    const refused = await page.request.post('/api/new-calendar', {
      headers: { authorization: `Bearer ${other.token}` },
      data: {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Para agendar necesitás un Turno Presencial pago sin usar o un pack de controles. Comprá uno en Turnos Presenciales.',
    );
  });

  test('the client cancels their booking (the credit comes back); a taken hour is refused', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/agendar-control/${client.id}`);
    while ((await calendarItem(page, /Agustina Agenda/).count()) === 0) {
      await next(page);
      await calendarLoaded(page);
    }
    await calendarItem(page, /Agustina Agenda/).click();
    const own = page.getByRole('dialog', { name: 'Tu turno' });
    await own.getByRole('button', { name: 'Cancelar turno' }).click();
    await expect(own.getByRole('button', { name: 'Sí, cancelar el turno' })).toBeVisible();
    await expectAccessible(page, 'agenda-cancelar-confirmacion');
    await own.getByRole('button', { name: 'Sí, cancelar el turno' }).click();
    await expect(toast(page, 'Turno cancelado: podés elegir otro día y hora')).toBeVisible();
    await expect(page.getByText('Tenés 1 turno para agendar')).toBeVisible();

    // Someone takes the hour while the client is deciding: the server's message is shown.
    await calendarItem(page, /09:00 – 10:00\s*Libre/)
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Agendar control' });
    await expect(dialog).toBeVisible();
    const taken = await page.request.post('/api/new-calendar', {
      headers: await adminHeaders(page.request),
      data: {
        title: 'Ocupado',
        start: booked.start,
        end: new Date(Date.parse(booked.start) + 3_600_000).toISOString(),
      },
    });
    expect(taken.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    await expect(toast(page, 'Ese horario ya está ocupado: elegí otro')).toBeVisible();
    await expectAccessible(page, 'agenda-horario-ocupado');
    await expect(page.getByText('Tenés 1 turno para agendar')).toBeVisible();
  });
});
