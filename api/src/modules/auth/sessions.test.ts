import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { ADMIN, loginAs, registerGuest } from '../../../test/harness';
import { sessions } from './auth.tables';
import { useAuthSuite } from '../../../test/auth-suite';

const { t, postLogin } = useAuthSuite();

describe('login, session and logout', () => {
  it('logs in with JSON or a form post, and the trailing slash is optional', async () => {
    const json = await postLogin(ADMIN.email, ADMIN.password);
    expect(json.statusCode).toBe(200);
    expect(json.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(ADMIN.email)}&password=${encodeURIComponent(ADMIN.password)}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().user.type).toBe('admin');
  });

  it('stores only a hash of the token', async () => {
    const res = await postLogin(ADMIN.email, ADMIN.password);
    const token = res.json().token as string;
    const rows = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[a-f0-9]{64}$/.test(r.h))).toBe(true);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail, naming 'Usuario'", async () => {
    const wrong = await postLogin(ADMIN.email, 'wrong-password');
    const unknown = await postLogin('nadie@test.uy', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toContain('Usuario');
  });

  it('refuses userData without a valid token', async () => {
    expect((await t.app.inject({ url: '/api/userData' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/userData',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(MSG.unauthenticated);
  });

  it('logout revokes the token', async () => {
    const g = await registerGuest(t.app);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: g.headers })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(401);
  });

  // A login without 'Recordar usuario' (a shared computer): 30 days unused, 90 in all.
  it('expires a session after 30 days unused, not while in use', async () => {
    const g = await registerGuest(t.app);
    const headers = await loginAs(t.app, g.email, g.password);
    t.clock.advance(20 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/userData', headers })).statusCode).toBe(200);
    t.clock.advance(20 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/userData', headers })).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/userData', headers })).statusCode).toBe(401);
  });

  it('ends a session 90 days after login even when it is used every 20 days', async () => {
    const g = await registerGuest(t.app);
    const headers = await loginAs(t.app, g.email, g.password);
    const day = 24 * 3600 * 1000;
    for (let used = 20; used <= 80; used += 20) {
      t.clock.advance(20 * day);
      const res = await t.app.inject({ url: '/api/userData', headers });
      expect(res.statusCode, `day ${used}`).toBe(200);
    }
    t.clock.advance(11 * day);
    expect((await t.app.inject({ url: '/api/userData', headers })).statusCode).toBe(401);
    // A new login starts a new 90 days.
    const again = await loginAs(t.app, g.email, g.password);
    expect((await t.app.inject({ url: '/api/userData', headers: again })).statusCode).toBe(200);
  });

  it("on the client's own phone ('Recordar usuario', or just registered) a session lasts until revoked", async () => {
    const g = await registerGuest(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: g.email, password: g.password, remember: true },
    });
    expect(login.statusCode).toBe(200);
    const remembered = { authorization: `Bearer ${login.json().token as string}` };
    const day = 24 * 3600 * 1000;
    // A year of use, once a month: past the 90 days a shared computer's session gets.
    for (let month = 1; month <= 12; month += 1) {
      t.clock.advance(30 * day);
      for (const headers of [remembered, g.headers]) {
        const res = await t.app.inject({ url: '/api/userData', headers });
        expect(res.statusCode, `month ${month}`).toBe(200);
      }
    }
    // Half a year unused ends it, as a revocation does.
    t.clock.advance(181 * day);
    expect((await t.app.inject({ url: '/api/userData', headers: remembered })).statusCode).toBe(
      401,
    );
    const again = await loginAs(t.app, g.email, g.password);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: g.headers });
    expect((await t.app.inject({ url: '/api/userData', headers: again })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: again });
    expect((await t.app.inject({ url: '/api/userData', headers: again })).statusCode).toBe(401);
  });

  it('refuses a remember that is not true or false, and nothing is signed in', async () => {
    const g = await registerGuest(t.app);
    const before = await t.database.db.select({ id: sessions.id }).from(sessions);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: g.email, password: g.password, remember: 'sí\u0000' },
    });
    expect(res.statusCode).toBe(400);
    const after = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(after.length).toBe(before.length);
  });

  it('a Desactivo or Baniado user cannot log in, and their open session stops working', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    for (const state of ['Desactivo', 'Baniado'] as const) {
      const g = await registerGuest(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/${g.id}`,
        headers: admin,
        payload: { state },
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(
        401,
      );
      const login = await postLogin(g.email, g.password);
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(MSG.inactive);
    }
  });
});
