import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiClientWithPlan, oneDayContent } from './meal-plan-setup';
import {
  adminHeaders,
  apiRegister,
  bearer,
  collectErrors,
  controlled,
  E2E_ADMIN,
  isHydrated,
  SHOTS_DIR,
  signIn,
} from './support';

/*
 * Issue 32 (decision 0029): on a remembered phone the client's plan, and their controls,
 * come in the server's first answer, so they are there before any script has arrived; the
 * app then takes the page over without redrawing it, and keeps the plan for the
 * supermarket without signal. 'Salir' leaves neither the cookie nor the page behind.
 */

/** A 360 px phone with no JavaScript, signed in with 'Recordar usuario' (its page cookie). */
async function scriptlessPhone(
  browser: Browser,
  baseURL: string | undefined,
  client: { email: string; password: string },
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', {
    data: { email: client.email, password: client.password, remember: true },
  });
  expect(login.status()).toBe(200);
  return { context, page };
}

test.describe("the client's plan, drawn by the server", () => {
  test('a remembered phone reads its plan with no script at all', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { client, planId } = await apiClientWithPlan(
      request,
      'Lucía Primer Dibujo',
      'Plan de Lucía',
    );
    const { context, page } = await scriptlessPhone(browser, baseURL, client);
    try {
      const cookie = (await context.cookies()).find((c) => c.name === 'sesion');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/auth/' });

      await page.goto(`/auth/plan-alimentario/${planId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Plan de Lucía' })).toBeVisible();
      await expect(page).toHaveTitle('Plan de Lucía | Nutrición Deportiva');
      await expect(page.getByText('Desayuno').first()).toBeVisible();
      await expect(page.getByText(/avena arrollada/i).first()).toBeVisible();
      await page.screenshot({
        path: path.join(SHOTS_DIR, 'plan-server-drawn-no-script-360.png'),
        fullPage: true,
      });
    } finally {
      await context.close();
    }
  });

  test('the app takes the drawn page over without redrawing it, and keeps it for offline', async ({
    page,
    request,
  }) => {
    const { client, planId } = await apiClientWithPlan(request, 'Mateo Hidrata', 'Plan de Mateo');
    const problems = collectErrors(page);

    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, client.email, client.password, { remember: true });
    const answer = await page.goto(`/auth/plan-alimentario/${planId}`);
    const html = (await answer?.text()) ?? '';
    expect(html).toContain(`data-user="${client.id}"`);
    expect(html).toContain('Plan de Mateo');
    expect(answer?.headers()['cache-control']).toBe('private, no-store');

    const heading = page.getByRole('heading', { level: 1, name: 'Plan de Mateo' });
    await expect(heading).toBeVisible();
    // The element the server drew is the one React now holds (not drawn again).
    await heading.evaluate((el) => el.setAttribute('data-drawn-by-server', ''));
    await expect.poll(() => isHydrated(heading)).toBe(true);
    await expect(page.locator('h1[data-drawn-by-server]')).toHaveCount(1);

    // It works as the app: a tick reaches the server.
    const done = page.getByRole('checkbox', { name: /^Marcar .* como hecha$/ }).first();
    await done.click();
    await expect(done).toBeChecked();
    await expect
      .poll(async () => {
        const res = await request.get(`/api/planes-alimentarios/${planId}`, {
          headers: bearer(client.token),
        });
        return ((await res.json()) as { plan: { ticks: unknown[] } }).plan.ticks.length;
      })
      .toBe(1);
    // The plan it came with is kept on the phone, as a fetched one would be.
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`copia:plan:${id}`) !== null, planId))
      .toBe(true);
    expect(problems).toEqual([]);

    // Kept by the service worker as it was drawn: two hours later in the supermarket,
    // without signal, it opens with the plan, saying how old it is.
    await controlled(page);
    await page.reload();
    await expect(heading).toBeVisible();
    await page.clock.install({ time: new Date(Date.now() + 2 * 3_600_000) });
    await page.context().setOffline(true);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sin conexión · actualizado hace 2 h' }),
    ).toBeVisible();
    await page.context().setOffline(false);

    // 'Salir': the cookie goes, and the plan's address asks for a sign-in again.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salir' }).click();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'sesion'))
      .toBe(false);
    const after = await page.request.get(`/auth/plan-alimentario/${planId}`);
    expect(await after.text()).not.toContain('Plan de Mateo');
  });

  test('a session in another tab’s storage only: the drawn page is not hydrated with it', async ({
    page,
    request,
  }) => {
    const { client, planId } = await apiClientWithPlan(request, 'Ana Otra Sesión', 'Plan de Ana');
    // The cookie of a remembered sign-in, but nothing in this browser's storage (the
    // person cleared the site's data): the app starts afresh and asks for a sign-in.
    const login = await page.request.post('/api/login', {
      data: { email: client.email, password: client.password, remember: true },
    });
    expect(login.status()).toBe(200);
    await page.goto(`/auth/plan-alimentario/${planId}`);
    await expect(page).toHaveURL(/\/auth\/entrar\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Ana' })).toHaveCount(0);
  });

  test('her draft and her ‘Ver como el cliente’ are each drawn with their own version', async ({
    page,
    request,
  }) => {
    const { planId } = await apiClientWithPlan(
      request,
      'Elena Vista Previa',
      'Plan publicado de Elena',
    );
    // Her draft moves on after publishing: the client still has the published version.
    const saved = await request.put(`/api/planes-alimentarios/${planId}`, {
      headers: await adminHeaders(request),
      data: { title: 'Borrador de Elena', target: null, content: await oneDayContent(request) },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password, { remember: true });
    const draft = await (await page.request.get(`/auth/plan-alimentario/${planId}`)).text();
    expect(draft).toContain('<title>Borrador de Elena | ');
    expect(draft).toContain('Borrador de Elena</h1>');
    const preview = await (
      await page.request.get(`/auth/plan-alimentario/${planId}?vista=cliente`)
    ).text();
    expect(preview).toContain('<title>Plan publicado de Elena | ');
    expect(preview).toContain('Plan publicado de Elena</h1>');

    await page.goto(`/auth/plan-alimentario/${planId}?vista=cliente`);
    const heading = page.getByRole('heading', { level: 1, name: 'Plan publicado de Elena' });
    await expect(heading).toBeVisible();
    await expect.poll(() => isHydrated(heading)).toBe(true);
  });
});

test('their controls come drawn by the server too, then the app takes them over', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const client = await apiRegister(request, 'Nora Controles');
  for (const peso of ['72.4', '70.9']) {
    const res = await request.post('/api/new-control', {
      headers: bearer(client.token),
      multipart: {
        userId: client.id,
        typo: 'Online',
        peso,
        talla: '168',
        perimetroCintura: '80',
        perimetroCadera: '98',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const address = `/auth/controles/${client.id}`;

  // Without any script: the cards and the chart are in the server's first answer.
  const { context: bare, page: noScript } = await scriptlessPhone(browser, baseURL, client);
  try {
    await noScript.goto(address);
    await expect(noScript).toHaveTitle('Controles | Nutrición Deportiva');
    await expect(noScript.getByRole('heading', { name: '2 controles' })).toBeVisible();
    await expect(noScript.getByText('70,9 kg').first()).toBeVisible();
    await expect(noScript.getByRole('img', { name: /Peso \(kg\): / })).toBeVisible();
    await noScript.screenshot({
      path: path.join(SHOTS_DIR, 'controls-server-drawn-no-script-360.png'),
      fullPage: true,
    });
  } finally {
    await bare.close();
  }

  // With the app: the drawn page is adopted, not drawn again, and nothing goes wrong.
  const problems = collectErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, client.email, client.password, { remember: true });
  const answer = await page.goto(address);
  expect(await answer?.text()).toContain(`data-user="${client.id}"`);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  const count = page.getByRole('heading', { name: '2 controles' });
  await expect(count).toBeVisible();
  await count.evaluate((el) => el.setAttribute('data-drawn-by-server', ''));
  await expect.poll(() => isHydrated(count)).toBe(true);
  await expect(page.locator('h2[data-drawn-by-server]')).toHaveCount(1);
  // Another client's controls are not drawn with this session: the shell, as before.
  const other = await apiRegister(request, 'Otra Nora');
  const foreign = await page.request.get(`/auth/controles/${other.id}`);
  expect(await foreign.text()).not.toContain('data-user=');
  expect(problems).toEqual([]);
});
