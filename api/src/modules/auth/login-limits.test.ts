import { describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { createTestContext, type TestContext } from '../../../test/harness';

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
