import fs from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildPath, type Endpoint } from '@contract/endpoint';
import { endpoints as contract } from '@contract/endpoints';
import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test/harness';
import { oversizedPng, pdfBytes } from '../test/fixtures';
import { passwordResets, sessions } from './modules/auth/auth.tables';
import { homeSliders, plans, productFiles, recipes, tips } from './modules/catalog/catalog.tables';
import { anamneses, clinicalAccessLog, controls } from './modules/clinical/clinical.tables';
import { users } from './modules/users/users.tables';

/**
 * Bad input never crashes and never corrupts: every endpoint, fed garbage by an
 * admin (who passes every permission check), answers 4xx with a message and
 * leaves every table as it was.
 */
const ALL: Endpoint[] = Object.values(contract).flatMap((domain) => Object.values(domain));

const {
  t,
  admin,
  clients: { guest },
} = useTestApp({ clients: ['guest'] });

const TABLES = [
  users,
  sessions,
  passwordResets,
  plans,
  recipes,
  tips,
  homeSliders,
  productFiles,
  anamneses,
  controls,
  clinicalAccessLog,
];
/** Row counts, and every file stored (public images, product files, private photos). */
const snapshot = async () => ({
  rows: await Promise.all(
    TABLES.map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n),
  ),
  files: await Promise.all(
    ['images', 'files', 'photos'].map((area) =>
      fs.readdir(path.join(t.storageDir, area)).catch(() => [] as string[]),
    ),
  ),
});

const GARBAGE: unknown[] = [
  { name: 12, email: true, password: [], celPhone: { $gt: '' } },
  { email: 'a'.repeat(100_000) + '@x.uy', password: 'p'.repeat(100_000) },
  { title: { toString: 'x' }, costPesos: 'NaN', time: '1e309', queries: -0.5, type: ['Online'] },
  { state: 'Activo; DROP TABLE users', type: 'root', age: '1e3', dateNextControl: '31/31/2026' },
  [1, 2, 3],
  'texto suelto',
  { fileName: '../../../../etc/passwd' },
];

describe('garbage in, 4xx out, nothing changed', () => {
  it('every JSON endpoint refuses garbage bodies', async () => {
    // Every endpoint that takes a body, from the contract (logging out would end the admin's session).
    const endpoints = ALL.filter(
      (e) => (e.method === 'POST' || e.method === 'PUT') && e.path !== '/logout',
    ).map(
      (e) => [e.method, `/api${buildPath(e.path, { id: guest.id, day: '2026-07-18' })}`] as const,
    );
    expect(endpoints.length).toBeGreaterThan(15);
    const before = await snapshot();
    for (const [method, url] of endpoints) {
      for (const body of GARBAGE) {
        const res = await t.app.inject({
          method,
          url,
          headers: {
            ...admin,
            'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
          },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        });
        const label = `${method} ${url} ${JSON.stringify(body).slice(0, 60)}`;
        // A few garbage bodies are valid-but-harmless for some routes (unknown keys are dropped):
        // those may answer 200 only if nothing was written, which the snapshot checks below.
        expect([label, res.statusCode < 500]).toEqual([label, true]);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('paths with bad ids answer 400, never 500', async () => {
    for (const url of [
      '/api/user/abc',
      '/api/plans/1',
      '/api/receta/%00',
      '/api/tip/null',
      '/api/file/undefined',
      '/api/anamnesis/abc',
      '/api/anamnesis-by-user-id/null',
      '/api/controls/1',
      '/api/controls-by-user-id/%00',
      '/api/clinical-access-log/undefined',
    ]) {
      const res = await t.app.inject({ url, headers: admin });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
  });

  it('multipart garbage: wrong file types, oversized files, too many files', async () => {
    const before = await snapshot();
    // Good fields for every form (each schema drops what it does not know), bad files.
    const fields = {
      name: 'X',
      email: 'x@test.uy',
      password: 'clave-larga-1',
      userId: guest.id,
      typo: 'Online',
    };
    const cases = [
      await multipart(fields, [{ name: 'a.png', type: 'image/png', data: pdfBytes }]),
      await multipart(fields, [{ name: 'a.png', type: 'image/png', data: oversizedPng() }]),
      await multipart(
        fields,
        Array.from({ length: 12 }, (_, i) => ({
          name: `${i}.png`,
          type: 'image/png',
          data: Buffer.from('x'),
        })),
      ),
      await multipart(fields, [
        { name: 'a.exe', type: 'application/octet-stream', data: Buffer.from('MZ\x90\x00') },
      ]),
    ];
    for (const url of [
      '/api/new-user-by-admin',
      '/api/new-plan',
      '/api/new-receta',
      '/api/new-tip',
      '/api/new-home-slider',
      '/api/new-control',
      `/api/controls/${guest.id}`,
    ]) {
      const method = url.startsWith('/api/controls/') ? 'PUT' : 'POST';
      for (const body of cases) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...admin, ...body.headers },
          payload: body.payload,
        });
        expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
      }
    }
    // A truncated multipart body.
    const cut = cases[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/new-plan',
      headers: { ...admin, ...cut.headers },
      payload: cut.payload.subarray(0, 100),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });
});
