import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@contract/common-text';
import { DATABASE_KINDS, startBareApp, type BareApp } from '../../test/bare-app';
import { useTestApp } from '../../test/harness';
import { checkReadiness } from './readiness';
import { HttpError } from '../http/http-error';

describe('GET /api/health/ready', () => {
  const { t } = useTestApp({ admin: false });

  it('answers 200 when the database and the file storage work', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { status: 'ok', database: 'ok', storage: 'ok' },
    ]);
  });

  it('answers 503 naming the storage when files cannot be stored, and 200 once they can', async () => {
    // The media folder replaced by a plain file: nothing can be stored under it.
    const aside = `${t.storageDir}.aparte`;
    await fs.rename(t.storageDir, aside);
    await fs.writeFile(t.storageDir, 'no soy una carpeta');
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'common.notReady',
        message: MSG.notReady,
        errors: { storage: MSG.storageDown },
        requestId: res.headers['x-request-id'],
      });
    } finally {
      await fs.rm(t.storageDir);
      await fs.rename(aside, t.storageDir);
    }
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('GET /api/health stays the liveness answer', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('a part that hangs is a failure once the check stops waiting', async () => {
    const started = Date.now();
    const check = checkReadiness(
      { db: t.database.db, storage: { check: () => new Promise<void>(() => {}) } },
      t.app.log,
      100,
    );
    await expect(check).rejects.toBeInstanceOf(HttpError);
    await expect(check).rejects.toMatchObject({
      statusCode: 503,
      message: MSG.notReady,
      errors: { storage: MSG.storageDown },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe.each(DATABASE_KINDS)('readiness when the database goes away (%s)', (kind) => {
  let bare: BareApp;
  beforeAll(async () => {
    bare = await startBareApp(kind);
  });
  afterAll(() => bare?.close());

  it('answers 200 while the database answers, 503 naming it once it is closed', async () => {
    const ready = await bare.app.inject({ url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ok', database: 'ok', storage: 'ok' },
    ]);
    await bare.closeDatabase();
    const down = await bare.app.inject({ url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'common.notReady',
      message: MSG.notReady,
      errors: { database: MSG.databaseDown },
      requestId: down.headers['x-request-id'],
    });
    // The process still runs: liveness says so.
    const live = await bare.app.inject({ url: '/api/health' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });
});
