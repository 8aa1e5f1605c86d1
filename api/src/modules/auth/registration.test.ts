import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { ADMIN } from '../../../test/harness';
import { useAuthSuite } from '../../../test/auth-suite';

const { t, userCount } = useAuthSuite();

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
    ['099 111 222', '+59899111222'],
    ['099-111-222', '+59899111222'],
    ['+598 99 111 222', '+59899111222'],
    ['59899111222', '+59899111222'],
    ['2901 1234', '+59829011234'],
    ['+54 9 11 1234 5678', '+5491112345678'],
    // Digits we cannot place are kept as digits, as the spec always took them.
    ['123 4567', '1234567'],
  ])('takes the phone as people write it: %j is stored %j', async (typed, stored) => {
    // One address per row: what was typed, its separators spelled out.
    const email = `tel-${typed.replace(/\W/g, (c) => c.charCodeAt(0).toString(36))}@test.uy`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-user',
      payload: { name: 'Tel', email, password: 'secreto-123', celPhone: typed },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.celPhone).toBe(stored);
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
    [
      { name: 'X', email: 'x@test.uy', password: 'secreto-123', celPhone: '12 34' },
      'celPhone',
      MSG.phone,
    ],
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
