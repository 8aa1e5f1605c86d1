import path from 'node:path';
import { expect, test } from './fixtures';
import {
  adminHeaders,
  apiAnamnesis,
  apiPlan,
  apiRegister,
  bearer,
  E2E_ADMIN,
  shot,
  SHOTS_DIR,
  signIn,
  toast,
  typedDay,
  waitForMail,
} from './support';
import { expectAccessible } from './a11y';
import {
  addDaysInMontevideo,
  formatInMontevideo,
  montevideoDay,
  montevideoNoon,
  montevideoTime,
} from '../contract/time';

/*
 * Issue 30, as she lives her week: she works Saturday mornings with 45-minute turnos, and
 * her Agenda, 'Nuevo turno', the client picker, 'Hoy' and Contacto all follow what she set.
 * This file's server is its own: the hours set here reach no other spec.
 */

const SATURDAY_MORNINGS = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  { weekday: 6, start: '09:00', end: '12:00' },
];

test.describe.configure({ mode: 'serial' });

test.describe('her week', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await adminHeaders(request);
    const { settings } = await (
      await request.get('/api/agenda/disponibilidad', { headers: admin })
    ).json();
    const saved = await request.put('/api/agenda/disponibilidad', {
      headers: admin,
      data: { ...settings, weeklyHours: SATURDAY_MORNINGS, slotMinutes: 45 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  test('her Agenda spans Saturday 9-12, proposes 45 minutes, and books a client she picks', async ({
    page,
    request,
  }) => {
    const client = await apiRegister(request, 'Valentina Semana');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=agenda');
    await expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);

    // Monday to Sunday (she works Saturdays), Saturday bookable 9:00 to 12:00 in quarters.
    const headers = page.locator('.rbc-time-header-cell .rbc-header');
    await expect(headers).toHaveCount(7);
    const saturday = page.locator('.rbc-time-content .rbc-day-slot').nth(5);
    const sunday = page.locator('.rbc-time-content .rbc-day-slot').nth(6);
    await expect(saturday.locator('.rbc-time-slot:not(.agenda-off)')).toHaveCount(12);
    await expect(sunday.locator('.rbc-time-slot:not(.agenda-off)')).toHaveCount(0);
    await shot(page, 'agenda-su-semana');

    // 'Nuevo turno': her next free slot, 45 minutes long.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo turno' });
    const minutes = async (label: string) => {
      const [h, m] = (await form.getByLabel(label).inputValue()).split(':').map(Number);
      return h! * 60 + m!;
    };
    await expect(form.getByLabel('Desde')).toHaveValue(/^\d{2}:\d{2}$/);
    expect((await minutes('Hasta')) - (await minutes('Desde'))).toBe(45);

    // On a weekday at least two days away, whatever day the suite runs: on a Sunday her
    // next free slot is Monday morning, less than 24 hours away, when the client's mail no
    // longer offers to change it.
    let ahead = 2;
    while ([0, 6].includes(montevideoTime(addDaysInMontevideo(new Date(), ahead)).weekday))
      ahead += 1;
    await form
      .getByLabel('Día')
      .fill(typedDay(montevideoDay(addDaysInMontevideo(new Date(), ahead))));

    // For a client picked by what she types of their name.
    await form.getByRole('combobox', { name: 'Cliente' }).fill('Valentina Sem');
    await expect(page.getByRole('option', { name: /Valentina Semana/ })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS_DIR, 'agenda-elegir-cliente-1280.png') });
    await page
      .getByRole('option', { name: new RegExp(`Valentina Semana · ${client.email}`) })
      .click();
    await expectAccessible(page, 'agenda-elegir-cliente');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Control agendado')).toBeVisible();

    // The turno is the client's: in their coming turnos, and their mail greets them by name
    // with the links to change or cancel it.
    const upcoming = await request.get(`/api/calendar/user/${client.id}`, {
      headers: bearer(client.token),
    });
    expect((await upcoming.json()).appointments).toHaveLength(1);
    const mail = await waitForMail(client.email, /Hola Valentina Semana:/);
    expect(mail).toContain('Cambiar horario');
    expect(mail).toContain(`/auth/agendar-control/${client.id}?turno=`);

    // On a phone, one day: a day she works.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/auth/administracion?tab=agenda');
    await expect(page.getByLabel('Cargando el calendario')).toHaveCount(0);
    await expect(headers).toHaveCount(1);
    await expect(headers.first()).not.toHaveText(/^dom/i);
  });

  test("'Hoy' lists the plan to build and the new control; Contacto has her WhatsApp", async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders(request);
    const client = await apiRegister(request, 'Martina Hoy');
    const plan = await apiPlan(request, {
      title: 'Plan Semana E2E',
      description: 'Un plan personalizado.',
      editorState: '<p>Tu plan.</p>',
      type: 'Online',
      anamnesis: 'Simple',
      time: 1,
      queries: 1,
      typeQueries: 'Controles Online',
      costPesos: '1500',
    });
    const sale = await request.post('/api/manualsuccess', {
      headers: admin,
      data: { productoId: plan._id, userId: client.id, monto: '1500' },
    });
    expect(sale.status(), await sale.text()).toBe(200);
    await apiAnamnesis(request, client);
    const control = await request.post('/api/new-control', {
      headers: bearer(client.token),
      data: { userId: client.id, typo: 'Online', peso: 64, talla: 165 },
    });
    expect(control.status(), await control.text()).toBe(200);
    const practice = await request.post('/api/consultorio', {
      headers: admin,
      data: { whatsapp: '099 123 456' },
    });
    expect(practice.status(), await practice.text()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion');
    const plans = page.getByRole('region', { name: 'Planes para armar' });
    await expect(plans.getByText('Martina Hoy')).toBeVisible();
    const controls = page.getByRole('region', { name: 'Controles nuevos para revisar' });
    await expect(controls.getByText('Martina Hoy')).toBeVisible();
    await shot(page, 'hoy-planes-y-controles');

    await page.goto('/auth/contacto');
    const whatsApp = page.getByRole('link', { name: /WhatsApp/ }).first();
    await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/59899123456/);
    await expect(page.getByText(/sábados de 9:00 a 12:00/i)).toBeVisible();
    await shot(page, 'contacto-whatsapp');

    // She blocks four days from tomorrow: the plan page announces them and the later date,
    // the one the API promises (10 business days of her calendar).
    const now = new Date();
    const [first, last] = [1, 4].map((d) => montevideoDay(addDaysInMontevideo(now, d)));
    const off = await request.post('/api/agenda/dias-libres', {
      headers: admin,
      data: { firstDay: first, lastDay: last, note: 'Vacaciones' },
    });
    expect(off.status(), await off.text()).toBe(200);
    const { dueDay } = await (await request.get('/api/plazo-de-entrega')).json();
    const dayMonth = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;
    await page.goto(`/auth/planes/${plan._id}/`);
    await expect(
      page.getByText(
        `Estoy de vacaciones del ${dayMonth(first!)} al ${dayMonth(last!)}: tu plan llega a más tardar el ${formatInMontevideo(montevideoNoon(dueDay)!, 'date')}`,
        { exact: false },
      ),
    ).toBeVisible();
  });
});
