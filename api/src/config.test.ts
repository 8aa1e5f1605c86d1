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

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
