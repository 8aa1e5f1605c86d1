import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { apiClientWithPlan } from './meal-plan-setup';
import { adminHeaders, bearer, controlled, shot, signIn } from './support';

/*
 * Issue 32, acceptance 2 and 6: the app is installable (Chromium reports no installability
 * error for its manifest and service worker); with the network off, a reload of the last
 * plan shows it with its shopping list, marked 'Sin conexión', and a meal ticked meanwhile
 * reaches the server once the connection returns; the next appointment is there too.
 * 'Instalar la app' is offered on the plan, once.
 */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.describe('the app on the phone', () => {
  test('the manifest and the service worker pass Chromium’s installability check', async ({
    playwright,
    baseURL,
    request,
  }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'Nutrición Deportiva',
      lang: 'es-UY',
      display: 'standalone',
      start_url: '/auth/home',
      theme_color: '#2b8a3e',
    });
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // A profile of its own on disk: Chromium never offers installing in an incognito one,
    // which every test context is.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-pwa-'));
    const persistent = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      baseURL,
    });
    try {
      const page = await persistent.newPage();
      await page.goto('/auth/home');
      await controlled(page);
      const cdp = await persistent.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('without signal: the last plan reloads with its shopping list, a tick waits for the connection', async ({
    page,
    request,
  }) => {
    const { client, planId } = await apiClientWithPlan(request, 'Sofía Sin Señal', 'Plan de Sofía');
    // Her next appointment, in five days at 10:00 Montevideo.
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(13, 0, 0, 0);
    const booked = await request.post('/api/new-calendar', {
      headers: await adminHeaders(request),
      data: {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
        userId: client.id,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);

    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/plan-alimentario/${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Sofía' })).toBeVisible();
    await controlled(page);
    // Once through the worker, so it keeps each page itself.
    await page.goto(`/auth/usuario/${client.id}`);
    await expect(page.getByText('10:00').first()).toBeVisible();
    await page.goto(`/auth/plan-alimentario/${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Sofía' })).toBeVisible();

    // The device has fetched its offline pages' scripts ahead (Mis planes was never opened).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('paginas-sin-conexion')))
      .toContain('/assets/MyMealPlansPage-');

    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Sofía' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Sin conexión · actualizado/ }),
    ).toBeVisible();
    await expect(page.getByText('Lista de compras para una semana')).toBeVisible();
    await expect(page.getByText(/avena arrollada/i).first()).toBeVisible();
    const done = page.getByRole('checkbox', { name: /^Marcar .* como hecha$/ }).first();
    // A click, then a wait: the mark follows the click a moment later (the tick's update
    // waits for the query's fetch to be set aside), as on the meal-plans spec.
    await done.click();
    await expect(done).toBeChecked();
    await shot(page, 'pwa-offline-plan');
    await page.setViewportSize({ width: 360, height: 780 });

    // Still without signal, through the menu as a client would: the next appointment,
    // then back to the plan, the tick still waiting there.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mi Perfil' }).click();
    await expect(page.getByRole('heading', { name: 'Tus próximos turnos' })).toBeVisible();
    await expect(page.getByText('10:00').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Sin conexión/ })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Mi plan alimentario' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Sofía' })).toBeVisible();
    await expect(done).toBeChecked();

    // Back online: the tick reaches the server.
    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        const res = await request.get(`/api/planes-alimentarios/${planId}`, {
          headers: bearer(client.token),
        });
        return ((await res.json()) as { plan: { ticks: unknown[] } }).plan.ticks.length;
      })
      .toBe(1);
  });

  test('‘Instalar la app’ is offered on the plan once: the browser’s dialog, or the iPhone’s steps', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { client, planId } = await apiClientWithPlan(request, 'Julia Instala', 'Plan de Julia');
    const iphone = await browser.newContext({
      baseURL,
      userAgent: IPHONE_SAFARI,
      viewport: { width: 360, height: 780 },
    });
    const page = await iphone.newPage();
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/plan-alimentario/${planId}`);
    const card = page.getByRole('region', { name: 'Tené tu plan a un toque' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Agregar a inicio');
    await shot(page, 'pwa-install-prompt-iphone');
    await card.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Julia' })).toBeVisible();
    await expect(card).toHaveCount(0);
    await iphone.close();
  });

  test('on Chromium the card opens the browser’s own install dialog', async ({ page, request }) => {
    const { client, planId } = await apiClientWithPlan(request, 'Pablo Instala', 'Plan de Pablo');
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, client.email, client.password);
    await page.goto(`/auth/plan-alimentario/${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan de Pablo' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Tené tu plan a un toque' });
    await expect(card).toHaveCount(0);
    // The card comes a moment after the page: below the day, it moves none of it.
    const day = page.locator('#plan-day-title');
    const dayTop = (await day.boundingBox())?.y;
    // What Chromium fires when the app may be installed (headless never does by itself).
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await expect(card).toBeVisible();
    expect((await day.boundingBox())?.y).toBe(dayTop);
    expect((await card.boundingBox())!.y).toBeGreaterThan(dayTop!);
    await shot(page, 'pwa-install-prompt');
    await card.getByRole('button', { name: 'Instalar la app' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted))
      .toBe(true);
    await expect(card).toHaveCount(0);
  });
});
