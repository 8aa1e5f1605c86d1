import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('fails fast naming the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.uy' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.uy', ADMIN_PASSWORD: 'corta' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });

  it('LINK_SECRET is optional, and at least 32 characters when set', () => {
    expect(parseConfig({}).linkSecret).toBeUndefined();
    const secret = 'x'.repeat(32);
    expect(parseConfig({ LINK_SECRET: secret }).linkSecret).toBe(secret);
    expect(() => parseConfig({ LINK_SECRET: 'corto' })).toThrow(/LINK_SECRET/);
  });

  it('NOTIFY_EMAIL is optional, lower-cased, and must be an address', () => {
    expect(parseConfig({}).notifyEmail).toBeUndefined();
    expect(parseConfig({ NOTIFY_EMAIL: 'Avisos@Nutricion.uy' }).notifyEmail).toBe(
      'avisos@nutricion.uy',
    );
    expect(() => parseConfig({ NOTIFY_EMAIL: 'no-es-un-correo' })).toThrow(/NOTIFY_EMAIL/);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('in production: no demo content by default, and PUBLIC_URL is required', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    const prod = parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nutricion.uy/' });
    expect(prod.seedDemo).toBe(false);
    expect(prod.publicUrl).toBe('https://nutricion.uy');
    expect(
      parseConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nutricion.uy', SEED_DEMO: 'true' })
        .seedDemo,
    ).toBe(true);
    // Outside production a newcomer still gets the demo.
    expect(parseConfig({}).seedDemo).toBe(true);
    expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('issues CFEs through Biller with a token, the local stand-in on a development machine, nothing in production unless configured', () => {
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://nutricion.uy' };
    expect(parseConfig(prod).invoicing).toBeNull();
    expect(parseConfig({}).invoicing).toEqual({ provider: 'prueba' });
    expect(parseConfig({ NODE_ENV: 'test' }).invoicing).toBeNull();
    expect(
      parseConfig({
        ...prod,
        INVOICING_PROVIDER: 'biller',
        INVOICING_TOKEN: 'k',
        INVOICING_URL: 'https://test.biller.uy/',
      }).invoicing,
    ).toEqual({ provider: 'biller', token: 'k', url: 'https://test.biller.uy', branch: undefined });
    expect(() => parseConfig({ INVOICING_PROVIDER: 'biller' })).toThrow(/INVOICING_TOKEN/);
    expect(() => parseConfig({ ...prod, INVOICING_PROVIDER: 'prueba' })).toThrow(/sin validez/);
    expect(() => parseConfig({ INVOICING_PROVIDER: 'sii' })).toThrow(/INVOICING_PROVIDER/);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    const hops = parseConfig({ TRUST_PROXY: '1' }).trustProxy;
    if (typeof hops !== 'function') throw new Error('a hop count becomes a trust function');
    expect([hops('203.0.113.1', 0), hops('203.0.113.1', 1)]).toEqual([true, false]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1,', '1.2.3'])
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it.each(['WHATSAPP_URL', 'INSTAGRAM_URL', 'FACEBOOK_URL', 'PUBLIC_URL'])(
    '%s accepts only an http(s) link',
    (name) => {
      for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])
        expect(() => parseConfig({ [name]: bad }), bad).toThrow(new RegExp(name));
      expect(() => parseConfig({ [name]: 'https://wa.me/59899123456' })).not.toThrow();
    },
  );
});
