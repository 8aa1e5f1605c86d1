import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@contract/common-text';
import { resetLink } from '../../../test/auth-suite';
import { registerGuest, useTestApp } from '../../../test/harness';
import type * as Passwords from '../users/passwords';

// Counts calls to the memory-hard hash while keeping the real one: the only way to
// see from outside that a junk token costs no scrypt run.
const hashCalls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../users/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: async (password: string) => {
      hashCalls.n += 1;
      return real.hashPassword(password);
    },
  };
});

const { t } = useTestApp({ env: { RATE_LIMIT_AUTH_MAX: '10' }, admin: false });

async function mailedLink(email: string, from: number) {
  return resetLink((await t.waitForMail(email, /resetPassword/, from)).text);
}

const junk = (i: number, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newPassword',
    remoteAddress,
    payload: { token: `basura-${i}-${'x'.repeat(30)}`, newPassword: 'nueva-clave-99' },
  });

describe('new password (POST /api/newPassword)', () => {
  it('refuses a junk token without hashing the new password', async () => {
    const before = hashCalls.n;
    const res = await junk(0, '10.9.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toMatch(/no es válido/);
    expect(hashCalls.n).toBe(before);
  });

  it('limits attempts per IP like login, with a Spanish 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await junk(i, '10.9.0.2')).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes.slice(10)).toEqual([429, 429]);
    const refused = await junk(99, '10.9.0.2');
    expect(refused.json().message).toBe(MSG.tooManyRequests);
    // Another address is not affected.
    expect((await junk(100, '10.9.0.3')).statusCode).toBe(400);
  });

  it('a valid link still works once, hashing the new password once', async () => {
    const g = await registerGuest(t.app);
    const from = t.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: g.email } });
    const link = await mailedLink(g.email, from);
    const before = hashCalls.n;
    const use = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newPassword',
        remoteAddress: '10.9.0.4',
        payload: { ...link, newPassword: 'nueva-clave-99' },
      });
    expect((await use()).statusCode).toBe(200);
    expect(hashCalls.n).toBe(before + 1);
    expect((await use()).statusCode).toBe(400);
    expect(hashCalls.n).toBe(before + 1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: g.email, password: 'nueva-clave-99' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const g = await registerGuest(t.app);
    const from = t.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/forgotPassword', payload: { email: g.email } });
    const link = await mailedLink(g.email, from);
    const both = await Promise.all(
      ['una-clave-nueva-1', 'otra-clave-nueva-2'].map((newPassword) =>
        t.app.inject({
          method: 'POST',
          url: '/api/newPassword',
          remoteAddress: '10.9.0.5',
          payload: { ...link, newPassword },
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
