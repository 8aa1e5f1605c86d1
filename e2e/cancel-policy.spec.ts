import { expect, test } from './fixtures';
import { adminHeaders, apiRegister, bearer, E2E_ADMIN, shot, signIn, toast } from './support';

/*
 * Issue 34, acceptance 4 and 6 in the browser: she sets her cancellation policy in the
 * Agenda, and a client whose turno is inside it reads why the buttons are gone, with
 * WhatsApp, and the sentence that states the policy.
 */

test.describe.serial('her cancellation policy', () => {
  test('she sets 48 hours, the turno kept, and reads the sentence clients will read', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/auth/administracion?tab=agenda');
    const form = page.getByRole('form', { name: 'Política de cancelación' });
    await form.getByRole('textbox', { name: 'Horas antes del turno' }).fill('48');
    await form.getByRole('radio', { name: 'El turno se conserva' }).check();
    await expect(
      form.getByText('Podés cancelar o cambiar tu turno hasta 48 horas antes'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Guardar política' }).click();
    await expect(toast(page, 'Guardamos')).toBeVisible();
    const practice = await (await request.get('/api/consultorio')).json();
    expect(practice.consultorio).toMatchObject({ cancelHours: 48, lateCredit: 'conserva' });
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'cancel-policy-settings');
  });

  test('a client with a turno inside the window reads why it cannot be changed, and WhatsApp', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const saved = await request.post('/api/consultorio', {
      headers,
      data: { whatsapp: '099 123 456' },
    });
    expect(saved.status()).toBe(200);
    const client = await apiRegister(request, 'Carla Cancela');
    const start = new Date(Date.now() + 30 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const booked = await request.post('/api/new-calendar', {
      headers,
      data: {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        userId: client.id,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const upcoming = await request.get(`/api/calendar/user/${client.id}`, {
      headers: bearer(client.token),
    });
    expect((await upcoming.json()).appointments[0].mayCancel).toBe(false);

    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, client.email, client.password);
    await page.goto('/auth/usuario');
    await expect(page.getByText(/Faltan menos de 48 horas para el turno/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Cancelar turno/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible();
    await shot(page, 'appointment-inside-policy');
  });
});
