import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@contract/pages';
import type { RenderFn } from '@contract/ssr';
import { registerGuest, useTestApp } from '../../test/harness';
import { insertTestFoods, publishedMealPlan } from '../../test/meal-plan-fixture';
import { fakeWebDir } from '../../test/web-dir';

/** What each render was given: its address and whether it had a session. */
const renders: { url: string; session: boolean }[] = [];

/**
 * A stand-in for the built renderer that does what entry-server.tsx does with a page of
 * the person's own: it reads who is signed in and the plan through the API, as them.
 */
const render: RenderFn = async (url, opts) => {
  renders.push({ url, session: opts.session === true });
  const m = /^\/auth\/plan-alimentario\/([^/?]+)/.exec(url);
  if (!m) return { html: '<main>Inicio</main>', state: {} };
  if (!opts.session) return null;
  const me = await opts.api('/api/userData', {});
  const plan = await opts.api(`/api/planes-alimentarios/${m[1]}`, {});
  if (!me.ok || !plan.ok) return null;
  const { user } = (await me.json()) as { user: { _id: string } };
  const { plan: p } = (await plan.json()) as { plan: { title: string } };
  return {
    html: `<main>${p.title}</main>`,
    state: { plan: p.title },
    user: user._id,
    title: p.title,
  };
};

const { t, admin } = useTestApp({ webDir: fakeWebDir, render });
/** A client with a published plan, shared by the tests (each signs in on its own). */
let mine: Awaited<ReturnType<typeof clientWithPlan>>;
beforeAll(async () => {
  mine = await clientWithPlan((await insertTestFoods(t.database.db)).pan);
});

type Client = Awaited<ReturnType<typeof registerGuest>>;

/** Signs `client` in as the login form does; the answer's token and Set-Cookie header. */
async function signIn(client: Client, remember?: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: client.email, password: client.password, remember },
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json<{ token: string }>().token, cookie: String(res.headers['set-cookie']) };
}

const cookieOf = (token: string) => ({ cookie: `otra=1; sesion=${token}` });

async function clientWithPlan(bread: string) {
  const client = await registerGuest(t.app);
  const id = await publishedMealPlan(t, admin, client, {
    days: [
      {
        name: 'Todos los días',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        meals: [
          {
            slot: 'desayuno',
            name: 'Desayuno',
            items: [{ foodId: bread, amount: 2, unit: '1 rebanada' }],
          },
        ],
      },
    ],
  });
  return { client, id, url: PATHS.mealPlan(id) };
}

describe('the page cookie follows the session', () => {
  it('is set for a remembered session only, page addresses only, and the API never reads it', async () => {
    const client = await registerGuest(t.app);
    const remembered = await signIn(client, true);
    expect(remembered.cookie).toBe(
      `sesion=${remembered.token}; Max-Age=34560000; Path=/auth/; HttpOnly; SameSite=Lax`,
    );
    // Without 'Recordar usuario' the session ends with the tab: no cookie outlives it.
    const tabOnly = await signIn(client, false);
    expect(tabOnly.cookie).toBe('sesion=; Max-Age=0; Path=/auth/; HttpOnly; SameSite=Lax');

    // GET userData gives a remembered session started before the cookie existed its own.
    const data = await t.app.inject({
      url: '/api/userData',
      headers: { authorization: `Bearer ${remembered.token}` },
    });
    expect(data.headers['set-cookie']).toBe(remembered.cookie);
    const notRemembered = await t.app.inject({
      url: '/api/userData',
      headers: { authorization: `Bearer ${tabOnly.token}` },
    });
    expect(notRemembered.headers['set-cookie']).toContain('sesion=; Max-Age=0');

    // The cookie alone opens no API call (so no other site can act with it).
    const cookieOnly = await t.app.inject({
      url: '/api/userData',
      headers: cookieOf(remembered.token),
    });
    expect(cookieOnly.statusCode).toBe(401);

    // 'Salir' removes it.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${remembered.token}` },
    });
    expect(out.headers['set-cookie']).toContain('sesion=; Max-Age=0');
  });

  it('registration, always on the person’s own device, sets it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      payload: {
        name: 'Camila Cookie',
        email: `camila-cookie-${Date.now()}@test.uy`,
        password: 'cliente-pass-1',
        celPhone: '099123456',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toContain(`sesion=${res.json().token}; Max-Age=34560000`);
  });
});

describe("the client's plan page, rendered with their session", () => {
  it('comes with the plan inside #root, marked with whose it is, and kept by nobody', async () => {
    const { client, url } = mine;
    const { token } = await signIn(client, true);
    const res = await t.app.inject({ url, headers: cookieOf(token) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root" data-user="${client.id}"><main>Plan alimentario</main></div>`,
    );
    expect(res.body).toContain(
      '<script id="query-state" type="application/json">{"plan":"Plan alimentario"}</script>',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<title>Plan alimentario | Nutrición Deportiva</title>');
    expect(renders.at(-1)).toEqual({ url, session: true });

    // The same address without the cookie is the shell, and its render had no session.
    const anonymous = await t.app.inject({ url });
    expect(anonymous.body).toContain('<div id="root"></div>');
    expect(renders.at(-1)).toEqual({ url, session: false });
    // ... and with the query string she uses ('Ver como el cliente'), the same rules.
    expect(
      (await t.app.inject({ url: `${url}?vista=cliente`, headers: cookieOf(token) })).body,
    ).toContain(`data-user="${client.id}"`);
  });

  it("another client's cookie, an ended session or a forged value get the shell", async () => {
    const { client, url } = mine;
    const other = await registerGuest(t.app);
    const { token: otherToken } = await signIn(other, true);
    const { token } = await signIn(client, true);
    // First the owner: the page they got must not reach the next person.
    expect((await t.app.inject({ url, headers: cookieOf(token) })).body).toContain('data-user');
    for (const headers of [
      cookieOf(otherToken),
      { cookie: 'sesion=no-es-un-token' },
      { cookie: `sesion=${token}\u0000` },
      { cookie: `sesion=${'a'.repeat(43)}` },
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('Plan alimentario</main>');
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await t.app.inject({ url, headers: cookieOf(token) })).body).toContain(
      '<div id="root"></div>',
    );
  });

  it('a public page is rendered for everyone alike: the cookie never reaches its render', async () => {
    const { client } = mine;
    const { token } = await signIn(client, true);
    const before = renders.length;
    const res = await t.app.inject({ url: '/auth/contacto', headers: cookieOf(token) });
    expect(res.body).toContain('<div id="root"><main>Inicio</main></div>');
    expect(res.body).not.toContain('data-user');
    expect(renders.slice(before)).toEqual([{ url: '/auth/contacto', session: false }]);
  });
});
