import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

const { t } = useTestApp({ admin: false });

describe('the app', () => {
  it('GET /api/health answers ok once migrated', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    // Paths as the contract writes them, below the server's /api.
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    for (const p of [
      '/login',
      '/new-user',
      '/forgotPassword',
      '/newPassword',
      '/userData',
      '/users',
      '/user/{id}',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(
      doc.paths['/new-user'].post.requestBody.content['application/json'].schema.required,
    ).toContain('email');
  });

  it('answers unknown API paths with a Spanish JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No encontramos lo que buscás');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
