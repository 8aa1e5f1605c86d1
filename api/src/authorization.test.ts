import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@contract/endpoint';
import { endpoints } from '@contract/endpoints';
import {
  ADMIN,
  createTestContext,
  loginAs,
  registerGuest,
  type TestContext,
} from '../test/harness';
import { registerAccessControl } from './modules/auth';

/**
 * The authorization matrix of DECISIONS §2, generated from the contract: every
 * endpoint is called as a visitor, a client, another client and the admin, and must
 * refuse or let through exactly as its declared access says. A new endpoint is
 * covered by being added to the contract.
 */
const ALL: Endpoint[] = Object.values(endpoints).flatMap((domain) => Object.values(domain));

let t: TestContext;
let admin: Record<string, string>;
let owner: { id: string; headers: Record<string, string> };
let other: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  owner = await registerGuest(t.app);
  other = await registerGuest(t.app);
});
afterAll(() => t.close());

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A path for the endpoint: a user id path names `owner`; any other id names nothing. */
function urlFor(e: Endpoint): string {
  const values: Record<string, string> = {
    id: e.access === 'self-or-admin' ? owner.id : NOBODY,
    size: '200x200',
    name: `${'0'.repeat(32)}.png`,
  };
  return `/api${buildPath(e.path, values)}`;
}

async function call(e: Endpoint, headers: Record<string, string>) {
  const withBody = e.method === 'POST' || e.method === 'PUT';
  const res = await t.app.inject({
    method: e.method,
    url: urlFor(e),
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody && { payload: '{}' }),
  });
  return res;
}

/**
 * DECISIONS §2 written out: a change of any declaration, or a new endpoint, must be
 * made here too, on purpose.
 */
const MATRIX: Record<string, Endpoint['access']> = {
  'GET /health': 'public',
  'GET /openapi.json': 'public',
  'POST /login': 'public',
  'POST /new-user': 'public',
  'POST /forgotPassword': 'public',
  'POST /newPassword': 'public',
  'POST /logout': 'public',
  'GET /userData': 'user',
  'GET /users': 'admin',
  'GET /user/:id': 'self-or-admin',
  'POST /new-user-by-admin': 'admin',
  'POST /user/:id': 'self-or-admin',
  'DELETE /user/:id': 'admin',
  'GET /plans': 'public',
  'GET /plans/:id': 'public',
  'POST /new-plan': 'admin',
  'PUT /plans/:id': 'admin',
  'DELETE /plan/:id': 'admin',
  'GET /receta': 'public',
  'GET /receta/:id': 'public',
  'POST /new-receta': 'admin',
  'PUT /receta/:id': 'admin',
  'DELETE /receta/:id': 'admin',
  'GET /tips': 'public',
  'GET /tip/:id': 'public',
  'POST /new-tip': 'admin',
  'PUT /tip/:id': 'admin',
  'DELETE /tip/:id': 'admin',
  'GET /homeSlider': 'public',
  'POST /new-home-slider': 'admin',
  'PUT /homeSlider/:id': 'admin',
  'GET /homeSliderMobile': 'public',
  'POST /new-home-mobile-slider': 'admin',
  'PUT /homeSliderMobile/:id': 'admin',
  'GET /file/:id': 'admin',
  'POST /new-file': 'admin',
  'PUT /file/:id': 'admin',
  'GET /product-file/:name': 'user',
  'POST /delete-file': 'admin',
  'GET /media/fit-in/:size/:name': 'public',
};

/** Logging out revokes the caller's token: it goes last. */
const ordered = [...ALL].sort(
  (a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'),
);

describe('authorization matrix (every contract endpoint)', () => {
  it('every endpoint of the contract is registered, each route once', () => {
    const keys = ALL.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ALL)
      expect([e.path, t.app.hasRoute({ method: e.method, url: `/api${e.path}` })]).toEqual([
        e.path,
        true,
      ]);
  });

  it('each declaration is the one DECISIONS §2 asks for', () => {
    expect(Object.fromEntries(ALL.map((e) => [`${e.method} ${e.path}`, e.access]))).toEqual(MATRIX);
  });

  it.each(ordered.map((e) => [`${e.method} ${e.path} (${e.access})`, e] as const))(
    '%s',
    async (_label, e) => {
      const allowed = (status: number) => status !== 401 && status !== 403;
      const visitor = await call(e, {});
      const client = await call(e, owner.headers);
      const otherClient = await call(e, other.headers);
      const nutritionist = await call(e, admin);
      const statuses = [visitor, client, otherClient, nutritionist].map((r) => r.statusCode);
      for (const s of statuses) expect(s).toBeLessThan(500);
      switch (e.access) {
        case 'public':
          expect(statuses.every(allowed)).toBe(true);
          break;
        case 'user':
          expect(statuses).toEqual([401, ...statuses.slice(1)]);
          expect(statuses.slice(1).every(allowed)).toBe(true);
          break;
        case 'self-or-admin':
          expect(visitor.statusCode).toBe(401);
          expect(allowed(client.statusCode)).toBe(true);
          expect(otherClient.statusCode).toBe(403);
          expect(allowed(nutritionist.statusCode)).toBe(true);
          break;
        case 'admin':
          expect([visitor.statusCode, client.statusCode, otherClient.statusCode]).toEqual([
            401, 403, 403,
          ]);
          expect(allowed(nutritionist.statusCode)).toBe(true);
          break;
      }
      // A refusal says why, in Spanish, and nothing signed-in is ever cached.
      for (const r of [visitor, client, otherClient, nutritionist]) {
        if (r.statusCode === 401 || r.statusCode === 403)
          expect(r.json().message).toMatch(/iniciar sesión|permiso/);
      }
      if (e.access !== 'public') expect(nutritionist.headers['cache-control']).toMatch(/no-store/);
    },
  );

  it('a route that declares no access stops the app from starting', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (api) => {
        registerAccessControl(api, { db: t.database.db, clock: t.clock });
        api.get('/sin-declarar', async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('a route the contract does not define, or defines with other access, stops the app too', async () => {
    for (const [url, access] of [
      ['/fuera-del-contrato', 'public'],
      ['/users', 'user'],
    ] as const) {
      const app = Fastify();
      const start = async () => {
        await app.register(
          async (api) => {
            registerAccessControl(api, { db: t.database.db, clock: t.clock });
            api.get(url, { config: { access } }, async () => ({ ok: true }));
          },
          { prefix: '/api' },
        );
        await app.ready();
      };
      await expect(start()).rejects.toThrow(/is not the contract's endpoint/);
      await app.close();
    }
  });

  it('signed-in answers and the login answer are never cached', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/api/userData', headers: owner.headers });
    expect(me.headers['cache-control']).toBe('no-store');
    const plans = await t.app.inject({ url: '/api/plans' });
    expect(plans.headers['cache-control']).toMatch(/^public/);
  });
});
