import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common';
import {
  ADMIN,
  createTestContext,
  loginAs,
  registerGuest,
  type TestContext,
  useTestApp,
} from '../../../test/harness';
import { ensureFirstAdmin } from '../users/users.service';
import { users } from '../users/users.tables';
import { AUTH_MSG } from '@contract/auth';
import { passwordResets, sessions } from './auth.tables';

const { t } = useTestApp({ admin: false });

/** POST login with an e-mail and a password, as the login form sends them. */
const postLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('registration (POST /api/new-user)', () => {
  it('creates a guest even when the request asks for admin, answers a working token, and mails both sides', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      payload: {
        name: 'Ana Gómez',
        email: 'Ana@Test.uy ',
        password: 'secreto-123',
        celPhone: '099111222',
        type: 'admin',
      },
    });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.type).toBe('guest');
    expect(user.email).toBe('ana@test.uy');
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    const me = await t.app.inject({
      url: '/api/userData',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user._id).toBe(user._id);

    const mails = await t.waitForMails(before + 2);
    const recipients = mails.slice(before).flatMap((m) => m.to);
    expect(recipients).toContain('ana@test.uy');
    // A business notice: to the admins (NOTIFY_EMAIL unset), never the public address.
    expect(recipients).toContain(ADMIN.email);
    expect(recipients).not.toContain(t.config.contact.email);
  });

  it("refuses a second account with the same e-mail: 409 'Email ya existe!' on the email field", async () => {
    const n = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      payload: {
        name: 'Otra',
        email: 'ana@test.uy',
        password: 'secreto-123',
        celPhone: '099111222',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'common.emailExists',
      message: MSG.emailExists,
      errors: { email: MSG.emailExists },
    });
    expect(await userCount()).toBe(n);
  });

  it.each([
    [
      { name: '', email: 'x@test.uy', password: 'secreto-123', celPhone: '099' + '111222' },
      'name',
      MSG.name,
    ],
    [
      { name: 'X', email: 'not-an-email', password: 'secreto-123', celPhone: '099111222' },
      'email',
      MSG.email,
    ],
    [
      { name: 'X', email: 'x@test.uy', password: 'short', celPhone: '099111222' },
      'password',
      MSG.password,
    ],
    [
      { name: 'X', email: 'x@test.uy', password: 'secreto-123', celPhone: '09a-11' },
      'celPhone',
      MSG.phone,
    ],
    [{ name: 'X', email: 'x@test.uy', password: 'secreto-123' }, 'celPhone', MSG.phone],
    [{ name: 42, email: ['x'], password: null, celPhone: {} }, 'name', MSG.name],
    [
      {
        name: 'x'.repeat(100_000),
        email: 'x@test.uy',
        password: 'secreto-123',
        celPhone: '099111222',
      },
      'name',
      'Máximo 100 caracteres',
    ],
    [
      { name: 'X', email: 'x@test.uy', password: 'p'.repeat(129), celPhone: '099111222' },
      'password',
      MSG.passwordTooLong,
    ],
  ])(
    'answers 400 with the field message and stores nothing (%#)',
    async (payload, field, message) => {
      const n = await userCount();
      const res = await t.app.inject({ method: 'POST', url: '/api/new-user', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
      expect(await userCount()).toBe(n);
    },
  );

  it('answers 400 to a body that is not JSON, and 4xx to an empty one', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
    const empty = await t.app.inject({ method: 'POST', url: '/api/new-user' });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });
});

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

  it('expires a session after 30 days unused, not while in use', async () => {
    const g = await registerGuest(t.app);
    t.clock.advance(20 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(200);
    t.clock.advance(20 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(401);
  });

  it('ends a session 90 days after login even when it is used every 20 days', async () => {
    const g = await registerGuest(t.app);
    const day = 24 * 3600 * 1000;
    for (let used = 20; used <= 80; used += 20) {
      t.clock.advance(20 * day);
      const res = await t.app.inject({ url: '/api/userData', headers: g.headers });
      expect(res.statusCode, `day ${used}`).toBe(200);
    }
    t.clock.advance(11 * day);
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(401);
    // A new login starts a new 90 days.
    const again = await loginAs(t.app, g.email, g.password);
    expect((await t.app.inject({ url: '/api/userData', headers: again })).statusCode).toBe(200);
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

function resetLink(text: string) {
  const m = /\/auth\/resetPassword\/user\/([A-Za-z0-9_-]+)\/\?id=([0-9a-f-]{36})/.exec(text);
  if (!m) throw new Error('no reset link in mail');
  return { token: m[1]!, id: m[2]! };
}

describe('forgot and new password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: 'nadie@test.uy' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MSG.forgotPasswordAnswer);
    await new Promise((r) => setTimeout(r, 300));
    // Mails of earlier tests may still arrive (they are sent after the answer): only a
    // reset mail, or one to this address, would be wrong.
    const leaked = t.mails
      .slice(before)
      .filter((m) => m.to.includes('nadie@test.uy') || /resetPassword/.test(m.text));
    expect(leaked).toEqual([]);
  });

  it('mails a single-use link; the new password works, the old one does not, the link fails twice', async () => {
    const g = await registerGuest(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgotPassword',
      payload: { email: g.email },
    });
    expect(res.json().message).toBe(AUTH_MSG.forgotPasswordAnswer);
    const mail = await t.waitForMail(g.email, /resetPassword/);
    const { token, id } = resetLink(mail.text);
    expect(id).toBe(g.id);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { token, id, newPassword: 'nueva-clave-99' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await postLogin(g.email, g.password)).statusCode).toBe(401);
    expect((await postLogin(g.email, 'nueva-clave-99')).statusCode).toBe(200);
    // The old session ended with the password change.
    expect((await t.app.inject({ url: '/api/userData', headers: g.headers })).statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { token, id, newPassword: 'otra-clave-999' },
    });
    expect(again.statusCode).toBe(400);
    expect((await postLogin(g.email, 'nueva-clave-99')).statusCode).toBe(200);
  });

  it('refuses a link after one hour, and a link used with another user id', async () => {
    const g = await registerGuest(t.app);
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: g.email } });
    const firstMail = await t.waitForMail(g.email, /resetPassword/);
    const first = resetLink(firstMail.text);
    t.clock.advance(61 * 60 * 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { ...first, newPassword: 'nueva-clave-99' },
    });
    expect(late.statusCode).toBe(400);

    const from = t.mails.indexOf(firstMail) + 1;
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: g.email } });
    const second = resetLink((await t.waitForMail(g.email, /resetPassword/, from)).text);
    const otherId = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: {
        token: second.token,
        id: '00000000-0000-4000-8000-000000000000',
        newPassword: 'nueva-clave-99',
      },
    });
    expect(otherId.statusCode).toBe(400);
    // A refused attempt does not use the link up.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { ...second, newPassword: 'nueva-clave-99' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for a registered address, before its link exists, and mails it after', async () => {
    const g = await registerGuest(t.app);
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email } });
    const unknown = await ask('nadie-mas@test.uy');
    const from = t.mails.length;
    // Hold the user's row (PGlite: the whole database) until the answer is in: a route
    // that waited for the reset-link work could not answer at all.
    const { registered, linksAtAnswer } = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${g.id} for update`);
      const registered = await ask(g.email);
      const [row] = await tx
        .select({ n: count() })
        .from(passwordResets)
        .where(eq(passwordResets.userId, g.id));
      return { registered, linksAtAnswer: row!.n };
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.body).toBe(unknown.body);
    expect(registered.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(linksAtAnswer).toBe(0);
    const mail = await t.waitForMail(g.email, /resetPassword/, from);
    expect(resetLink(mail.text).id).toBe(g.id);
  });

  it("validates the new password with the spec's message", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newPassword',
      payload: { token: 'x'.repeat(43), newPassword: 'corta' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.newPassword).toBe(MSG.password);
  });
});

describe('rate limits', () => {
  it('limits login attempts per address and per IP with a Spanish 429', async () => {
    const limited = await createTestContext({ RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const attempt = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: ip,
          payload: { email, password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++)
        expect((await attempt('target@test.uy', `10.0.0.${i + 1}`)).statusCode).toBe(401);
      // Same address from a fourth IP: refused by the per-address limit.
      const byAddress = await attempt('target@test.uy', '10.0.0.9');
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.json().message).toBe(MSG.tooManyRequests);
      // Same IP, other addresses: refused by the per-IP limit.
      for (let i = 0; i < 3; i++) await attempt(`other${i}@test.uy`, '10.0.1.1');
      expect((await attempt('fresh@test.uy', '10.0.1.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  const wrongLogin = (ctx: TestContext, i: number, forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      // inject's own peer address is 127.0.0.1
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `intento${i}@test.uy`, password: 'wrong-password' },
    });

  it('ignores X-Forwarded-For when TRUST_PROXY is unset: a rotating header does not escape the limit', async () => {
    const direct = await createTestContext({ RATE_LIMIT_AUTH_MAX: '10' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++)
        codes.push((await wrongLogin(direct, i, `203.0.113.${i + 1}`)).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(codes.slice(10)).toEqual([429, 429]);
    } finally {
      await direct.close();
    }
  });

  it('uses the forwarded address when the peer is a trusted proxy: each client has its own allowance', async () => {
    const proxied = await createTestContext({
      RATE_LIMIT_AUTH_MAX: '10',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      for (let i = 0; i < 10; i++)
        expect((await wrongLogin(proxied, i, '198.51.100.7')).statusCode).toBe(401);
      expect((await wrongLogin(proxied, 10, '198.51.100.7')).statusCode).toBe(429);
      // Another client behind the same proxy still has its allowance.
      expect((await wrongLogin(proxied, 11, '198.51.100.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('first admin', () => {
  it('exists once, from ADMIN_EMAIL', async () => {
    const admins = await t.database.db.select().from(users).where(eq(users.type, 'admin'));
    expect(admins.map((a) => a.email)).toEqual([ADMIN.email]);
  });

  it('takes over an account that registered ADMIN_EMAIL first: its sessions and reset links die', async () => {
    // No ADMIN_EMAIL at start: the database has no admin yet.
    const fresh = await createTestContext({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const owner = { email: 'duena@test.uy', password: 'la-clave-del-admin-1' };
      const squatter = await registerGuest(fresh.app, { email: owner.email });
      await fresh.app.inject({
        method: 'POST',
        url: '/api/forgotPassword',
        payload: { email: owner.email },
      });
      const link = resetLink((await fresh.waitForMail(owner.email, /resetPassword/)).text);

      expect(await ensureFirstAdmin(fresh.database.db, owner)).toBe(true);

      const me = await fresh.app.inject({ url: '/api/userData', headers: squatter.headers });
      expect(me.statusCode).toBe(401);
      const reset = await fresh.app.inject({
        method: 'POST',
        url: '/api/newPassword',
        payload: { ...link, newPassword: 'clave-del-intruso' },
      });
      expect(reset.statusCode).toBe(400);
      const old = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: owner.email, password: squatter.password },
      });
      expect(old.statusCode).toBe(401);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: owner,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ _id: squatter.id, type: 'admin', state: 'Activo' });
    } finally {
      await fresh.close();
    }
  });
});
