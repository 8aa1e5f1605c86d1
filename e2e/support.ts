import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { anamnesisCreate } from '../contract/testing/anamnesis';
import { A11Y_WIDTHS, scanAtWidth, settled } from './a11y';
import { currentServer, expect } from './fixtures';
import { E2E_ADMIN } from './server';

export { E2E_ADMIN };
export const SHOTS_DIR = path.join(import.meta.dirname, '../test-results/screenshots');

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** The newest mail the server wrote to its outbox for `to` whose text matches `pattern`. */
export async function waitForMail(to: string, pattern: RegExp): Promise<string> {
  const dir = path.join(currentServer().dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8'));
      if (text.includes(`To: ${to}`) && pattern.test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

let seq = 0;
export function uniqueEmail(prefix: string): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}@e2e.uy`;
}

/** Registers through the API (fast setup for tests about something else). */
export async function apiRegister(
  request: APIRequestContext,
  name: string,
  email = uniqueEmail('u'),
  password = 'clave-e2e-123',
) {
  const res = await request.post('/api/new-user', {
    data: { name, email, password, celPhone: '099123456' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; user: { _id: string } };
  return { email, password, token: body.token, id: body.user._id };
}

/** A client made by apiRegister: how it logs in, its id and its token. */
export type E2EClient = Awaited<ReturnType<typeof apiRegister>>;

/** The bearer header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin's bearer header, logged in through the API (setup for catalog content). */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return bearer(token);
}

/**
 * A client buys through the built-in test checkout ('Aprobar pago'), as the shop's pages do:
 * a plan or recipe book (`productSelected`), a 'Turno Presencial', or a pack.
 */
export async function apiBuy(
  request: APIRequestContext,
  client: E2EClient,
  body: { productSelected?: string; typeProduct: 'plan' | 'receta' | 'control' | 'pack' },
) {
  const checkout = await request.post('/api/mercadopago', {
    headers: bearer(client.token),
    data: body,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { orderId } = (await checkout.json()) as { orderId: string };
  const paid = await request.post(`/api/pago-de-prueba/${orderId}`, {
    headers: bearer(client.token),
    data: { result: 'approved' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A plan the admin creates through the API (setup: the plan form has its own spec). */
export async function apiPlan(
  request: APIRequestContext,
  data: Record<string, string | number>,
): Promise<{ _id: string; title: string }> {
  const res = await request.post('/api/new-plan', { headers: await adminHeaders(request), data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { plan: { _id: string; title: string } }).plan;
}

/** Logs in through the login form. */
export async function uiLogin(page: Page, email: string, password: string) {
  await page.goto('/auth/entrar');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Logs in through the login form and lands where a sign-in without a page to return to
 * does: the home for a client, 'Hoy' for her.
 */
export async function uiLoginHome(page: Page, email: string, password: string) {
  await uiLogin(page, email, password);
  await expect(page).toHaveURL(
    email === E2E_ADMIN.email ? /\/auth\/administracion\?tab=hoy$/ : /\/auth\/home$/,
  );
}

/**
 * Signs a page in without the login form, for tests about something after it (the form
 * itself is driven by accounts.spec.ts and keyboard.spec.ts): the API's login, then the
 * session put where 'Recordar usuario' keeps it, once, before the next page's scripts run.
 * The next `page.goto` opens signed in; a later 'Salir' stays signed out.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { remember = false }: { remember?: boolean } = {},
) {
  // With `remember`, the answer's page cookie lands in the page's context too (its request
  // shares the cookies), as a sign-in with 'Recordar usuario' leaves it.
  const res = await page.request.post('/api/login', { data: { email, password, remember } });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()) as { token: string; user: unknown };
  // Once per sign-in (a page may sign in as someone else later): the flag names the token.
  await page.addInitScript((s) => {
    const flag = `e2e-signed-in-${s.token.slice(0, 12)}`;
    if (sessionStorage.getItem(flag)) return;
    sessionStorage.setItem(flag, '1');
    sessionStorage.removeItem('token');
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/** Until the service worker controls the page (it claims open pages once active). */
export async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Whether React has taken over the element the server rendered (its props are on it). */
export const isHydrated = (locator: Locator) =>
  locator.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));

/** A toast (Mantine notifications are alerts). */
export const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/** No sideways scrolling on a phone (leaves the page 360 px wide). */
export async function fitsAPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A page state looked at: a full-page picture at 360 and 1280 px for a person to judge
 * (test-results/screenshots), and an axe scan at each width that fails on any violation.
 */
export async function shot(page: Page, name: string) {
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // Down to the end and back, so lazy images below the fold are in the picture.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    await scanAtWidth(page, name, width);
  }
}

/** A client's online anamnesis, consent given, saved through the API (setup); its id. */
export async function apiAnamnesis(
  request: APIRequestContext,
  client: { id: string; token: string },
): Promise<string> {
  const res = await request.post('/api/new-anamnesis', {
    headers: bearer(client.token),
    data: anamnesisCreate(client.id),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { anamnesis: { _id: string } }).anamnesis._id;
}

/**
 * A day ('YYYY-MM-DD') as it is typed into the web's date fields, dd/mm/aaaa whatever the
 * browser's language (web/src/components/DayInput.tsx).
 */
export const typedDay = (day: string) => day.split('-').reverse().join('/');

/** Errors the page reports: a hydration mismatch shows up here (React error #418 and friends). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
