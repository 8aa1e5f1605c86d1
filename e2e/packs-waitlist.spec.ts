import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { addDaysInMontevideo, defaultBlockedDays, montevideoDay } from '../contract/time';
import {
  adminHeaders,
  apiBuy,
  apiRegister,
  bearer,
  E2E_ADMIN,
  type E2EClient,
  shot,
  signIn,
  toast,
  waitForMail,
} from './support';

/*
 * Issue 34, acceptance 3, 5 and 6 in the browser: she makes a 'Pack de 3 controles'; a
 * client buys it on the Turnos page and reads their credits; her only weekday of the next
 * two weeks is full, so the client joins the waiting list; a cancellation offers them the
 * slot by mail, and they reserve it from the link. She sees the list, the client's ledger
 * and the refill share. (The offer moving on after 2 hours is the API's test: it needs the
 * movable clock.)
 */

/** 10:00 in Montevideo on `day` (UTC-3, no daylight saving since 2015), one hour. */
const tenOClock = (day: string) => ({
  start: `${day}T13:00:00.000Z`,
  end: `${day}T14:00:00.000Z`,
});

/**
 * The day 3 to 6 days ahead whose weekday, and the same weekday a week later, are not
 * blocked by default: her only working weekday, so the next 14 days hold two slots.
 */
function workingDays(): [string, string] {
  const blocked = (day: string) =>
    defaultBlockedDays(Number(day.slice(0, 4))).some((b) => b.day === day);
  for (let d = 3; d <= 6; d++) {
    const first = montevideoDay(addDaysInMontevideo(new Date(), d));
    const second = montevideoDay(addDaysInMontevideo(new Date(), d + 7));
    if (!blocked(first) && !blocked(second)) return [first, second];
  }
  throw new Error('no weekday free of holidays in the next two weeks');
}

async function book(request: APIRequestContext, client: E2EClient, slot: object) {
  const res = await request.post('/api/new-calendar', {
    headers: bearer(client.token),
    data: slot,
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { calendar: { _id: string } }).calendar._id;
}

test.describe.serial('packs of controls and the waiting list', () => {
  let first = '';
  let full: E2EClient;
  let buyer: E2EClient;
  let cancelled = '';

  test.beforeAll(async ({ request }) => {
    const [a, b] = workingDays();
    first = a;
    const isoWeekday = new Date(`${a}T12:00:00Z`).getUTCDay() || 7;
    const saved = await request.put('/api/agenda/disponibilidad', {
      headers: await adminHeaders(request),
      data: {
        weeklyHours: [{ weekday: isoWeekday, start: '10:00', end: '11:00' }],
        slotMinutes: 60,
        bufferMinutes: 0,
        minNoticeHours: 12,
        horizonDays: 60,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    full = await apiRegister(request, 'Fabiana Llena');
    const other = await apiRegister(request, 'Olga Otra');
    await apiBuy(request, full, { typeProduct: 'control' });
    await apiBuy(request, other, { typeProduct: 'control' });
    cancelled = await book(request, full, tenOClock(a));
    await book(request, other, tenOClock(b));
    buyer = await apiRegister(request, 'Paula Pack');
  });

  test('she makes a pack of 3 controls in Ventas', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=ventas');
    const section = page.getByRole('region', { name: 'Packs de controles' });
    await section.getByRole('button', { name: 'Nuevo pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo pack' });
    await dialog.getByRole('textbox', { name: 'Controles' }).fill('3');
    await dialog.getByRole('textbox', { name: 'Precio ($U)' }).fill('2700');
    await dialog.getByRole('textbox', { name: 'Validez en días' }).fill('90');
    await dialog.getByRole('textbox', { name: 'Cuotas' }).fill('3');
    await dialog.getByRole('combobox', { name: 'IVA' }).click();
    await page.getByRole('option', { name: 'IVA tasa básica (22 %)' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue(
      'Pack de 3 controles',
    );
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Guardamos el pack')).toBeVisible();
    await expect(section.getByText('Pack de 3 controles').first()).toBeVisible();
    await expect(section.getByText('Se ofrece').first()).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'packs-admin');
  });

  test('a client buys it on the Turnos page, reads their credits and joins the waiting list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, buyer.email, buyer.password);
    await page.goto('/auth/turnos-presenciales');
    const card = page.getByRole('article', { name: 'Pack de 3 controles' });
    await expect(card.getByText('$U 900 por control')).toBeVisible();
    await expect(card.getByText('Hasta 3 cuotas')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'pack-cards');

    await page.setViewportSize({ width: 360, height: 780 });
    await card.getByRole('button', { name: /Mercado Pago/ }).click();
    await expect(page).toHaveURL(/\/auth\/pago-de-prueba\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/agendar-control/${buyer.id}\\?pedido=`));
    await expect(page.getByText(/Te quedan 3 de 3 controles · vencen el \d+\/\d+/)).toBeVisible();

    const waitlist = page.getByRole('region', { name: 'Lista de espera' });
    await expect(
      waitlist.getByText('No hay horarios libres en los próximos 14 días.'),
    ).toBeVisible();
    await waitlist.getByRole('button', { name: 'Anotarme en la lista de espera' }).click();
    await expect(waitlist.getByText(/Estás en la lista de espera \(puesto 1\)/)).toBeVisible();
    await shot(page, 'pack-credits-and-waitlist');
  });

  test('a cancellation offers the slot by mail; the link reserves it with one of the credits', async ({
    page,
    request,
  }) => {
    const dropped = await request.delete(`/api/calendar/${cancelled}`, {
      headers: bearer(full.token),
    });
    expect(dropped.status(), await dropped.text()).toBe(200);
    const mail = await waitForMail(buyer.email, /Se liber/);
    const link = /\/auth\/turno-liberado\/[0-9a-f-]{36}/.exec(mail)?.[0];
    expect(link, 'the claim link in the mail').toBeTruthy();

    // She sees who holds it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=agenda');
    const list = page.getByRole('region', { name: 'Lista de espera' });
    await expect(list.getByText('Paula Pack')).toBeVisible();
    await expect(list.getByText(/Turno ofrecido hasta las \d{2}:\d{2}/)).toBeVisible();
    await list.scrollIntoViewIfNeeded();
    await shot(page, 'waitlist-admin');

    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, buyer.email, buyer.password);
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Se liberó un turno para vos' })).toBeVisible();
    await expect(page.getByText(/Te lo guardamos hasta/)).toBeVisible();
    await shot(page, 'slot-offer');
    await page.getByRole('button', { name: 'Reservar este turno' }).click();
    await expect(
      page.getByText('Turno reservado: te enviamos la confirmación por email'),
    ).toBeVisible();
    await shot(page, 'slot-offer-reserved');

    const credits = await request.get(`/api/creditos/${buyer.id}`, {
      headers: bearer(buyer.token),
    });
    expect(((await credits.json()) as { disponibles: number }).disponibles).toBe(2);
    const mine = await request.get(`/api/calendar/user/${buyer.id}`, {
      headers: bearer(buyer.token),
    });
    expect(
      ((await mine.json()) as { appointments: { start: string }[] }).appointments.map((a) =>
        new Date(a.start).toISOString(),
      ),
    ).toEqual([tenOClock(first).start]);
  });

  test("she reads the client's ledger and the month's refilled slots", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/auth/usuario/${buyer.id}`);
    const card = page.getByRole('region', { name: 'Turnos pagos y packs', exact: true });
    await expect(card.getByText(/Le quedan 2 de 3 controles · vencen el/)).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(1 + 4); // header, 3 bought and 1 used
    await expect(card.getByText(/Disponibles 2/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'client-credits');

    await page.goto('/auth/administracion?tab=hoy');
    await expect(
      page.getByText(/Turnos liberados este mes: 1 · recuperados 1 \(100 %\)/),
    ).toBeVisible();
  });
});
