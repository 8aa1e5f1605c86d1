import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKUP_MSG } from '@contract/backups';
import { MSG } from '@contract/common-text';
import { useTestApp } from '../../../test/harness';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { archiveName, archivesToKeep, archivesToPrune } from './archive-names';
import { backupRuns } from './backups.tables';
import { postgresPoolOf } from '../../db/client';
import { checkDailyBackup, pruneDir, type BackupsDeps } from './backups.service';
import { RUN_LOCK_KEY, takeRunLock } from './run-lock';
import type { BackupKey } from './backup-key';

const {
  t,
  admin,
  clients: { client },
} = useTestApp({ clients: ['client'] });

const HOUR = 3_600_000;
const KEY: BackupKey = { text: 'clave-de-prueba-de-las-copias', source: 'env' };
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-copias-'));
  dirs.push(dir);
  return dir;
};
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('nutri-copias');
});
afterAll(async () => {
  await s3.close();
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** What a server hands the backup job: this app's database and storage, its own folder. */
const serverDeps = (dir: string, over: Partial<BackupsDeps['config']> = {}): BackupsDeps => ({
  db: t.database.db,
  storage: t.storage,
  clock: t.clock,
  config: { backupDir: dir, s3: undefined, ...over },
  backupKey: KEY,
});

const clearRuns = () => t.database.db.delete(backupRuns);

describe('GET and POST /api/backups', () => {
  it('are the admin’s only: a visitor 401, a client 403', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await t.app.inject({ method, url: '/api/backups' });
      expect([visitor.statusCode, visitor.json().message]).toEqual([401, MSG.unauthenticated]);
      const asClient = await t.app.inject({ method, url: '/api/backups', headers: client.headers });
      expect([asClient.statusCode, asClient.json().message]).toEqual([403, MSG.forbidden]);
    }
  });

  it('make one now: the archive in BACKUP_DIR, the run in the list', async () => {
    await clearRuns();
    const empty = (await t.app.inject({ url: '/api/backups', headers: admin })).json();
    expect(empty).toEqual({
      runs: [],
      lastOk: null,
      overdue: false,
      uploadsToS3: false,
      lastDownload: null,
      key: { source: 'generated', fingerprint: expect.any(String), savedAt: null },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
    expect(res.statusCode).toBe(200);
    const { msg, run } = res.json();
    expect(msg).toBe(BACKUP_MSG.made);
    expect(run).toMatchObject({ trigger: 'manual', status: 'ok', places: ['disk'], error: null });
    expect(run.fileName).toMatch(/^copia-2026-03-02T\d\d-\d\d-\d\dZ(-\d+)?\.tar\.gz\.cifrada$/);
    // The key it needs, by its fingerprint (the harness's app has a key of its own).
    expect(run.keyFingerprint).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(empty.key).toMatchObject({ source: 'generated', fingerprint: run.keyFingerprint });
    const stat = await fs.stat(path.join(t.config.backupDir, run.fileName));
    expect(stat.size).toBe(run.sizeBytes);
    // Readable by the server's own user only (issue 33), whatever the umask.
    expect((stat.mode & 0o777).toString(8)).toBe('600');
    expect(run.counts.users).toBeGreaterThanOrEqual(2);
    const list = (await t.app.inject({ url: '/api/backups', headers: admin })).json();
    expect(list.runs).toEqual([run]);
    expect(list.lastOk).toEqual(run);
  });

  it('refuses a second one while one is being made (409), on this server or another', async () => {
    await clearRuns();
    // Another process making one: it holds the run lock (on PostgreSQL a lock of its own
    // session, as `npm run backup` or another server would).
    const release = await takeRunLock(t.database.db);
    expect(release).not.toBeNull();
    try {
      const busy = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
      expect([busy.statusCode, busy.json()]).toEqual([
        409,
        { code: 'backups.busy', message: BACKUP_MSG.busy },
      ]);
    } finally {
      await release!();
    }
    const both = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/backups', headers: admin })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('a run whose process stopped mid-way is failed at once, and does not block', async () => {
    await clearRuns();
    // What a crash leaves: the row still 'running', and no process holding the run lock.
    const [stuck] = await t.database.db
      .insert(backupRuns)
      .values({ trigger: 'daily', slot: '2026-03-02', startedAt: t.clock.now() })
      .returning();
    const res = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.id, stuck!.id));
    expect(after).toMatchObject({ status: 'failed', slot: null });
    expect(after!.error).toMatch(/^Se interrumpió/);
  });
});

describe.skipIf(!inject('postgresUrl'))(
  'the run lock on PostgreSQL (needs TEST_DATABASE_URL)',
  () => {
    it('a process killed while making one lets go of it with its connection', async () => {
      await clearRuns();
      const pool = postgresPoolOf(t.database.db)!;
      const killed = await pool.connect();
      const { rows } = await killed.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1) as ok',
        [RUN_LOCK_KEY],
      );
      expect(rows[0]!.ok).toBe(true);
      const busy = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
      expect(busy.statusCode).toBe(409);
      // kill -9: the connection drops without a word.
      killed.release(true);
      const res = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
      expect(res.statusCode).toBe(200);
    });
  },
);

describe('the daily backup', () => {
  it('is made once a Montevideo day with two servers checking at once', async () => {
    await clearRuns();
    const [a, b] = [await tempDir(), await tempDir()];
    const made = await Promise.all([
      checkDailyBackup(serverDeps(a)),
      checkDailyBackup(serverDeps(b)),
    ]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const files = [...(await fs.readdir(a)), ...(await fs.readdir(b))];
    expect(files.filter((f) => f.endsWith('.tar.gz.cifrada'))).toHaveLength(1);
    expect(await checkDailyBackup(serverDeps(a))).toBeNull();
    const runs = await t.database.db.select().from(backupRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'daily', status: 'ok', places: ['disk'] });
    expect(runs[0]!.slot).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The next day, once more.
    t.clock.advance(24 * HOUR);
    expect((await checkDailyBackup(serverDeps(b)))?.status).toBe('ok');
  });

  it('a failed day is recorded in Spanish, let go, and tried again an hour later', async () => {
    await clearRuns();
    const blocked = path.join(await tempDir(), 'un-archivo');
    await fs.writeFile(blocked, 'no es una carpeta');
    const failed = await checkDailyBackup(serverDeps(blocked));
    expect(failed).toMatchObject({ status: 'failed', slot: null, places: [] });
    expect(failed!.error).toMatch(/^(Error inesperado|No hay permiso)/);
    expect(await checkDailyBackup(serverDeps(await tempDir()))).toBeNull();
    t.clock.advance(HOUR + 60_000);
    expect((await checkDailyBackup(serverDeps(await tempDir())))?.status).toBe('ok');
  });

  it('uploads to the bucket under backups/ and keeps 7 daily and 4 weekly there too', async () => {
    await clearRuns();
    // Forty days of copies already in the bucket, one a day at 03:00.
    const now = t.clock.now().getTime();
    const old = Array.from({ length: 40 }, (_, i) =>
      archiveName(new Date(now - (i + 1) * 24 * HOUR)),
    );
    for (const name of old)
      await s3.client.send(
        new PutObjectCommand({ Bucket: 'nutri-copias', Key: `backups/${name}`, Body: 'x' }),
      );
    const run = await checkDailyBackup(
      serverDeps(await tempDir(), { s3: { ...s3.config, bucket: 'nutri-copias' } }),
    );
    expect(run).toMatchObject({ status: 'ok', places: ['disk', 's3'], error: null });
    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: 'nutri-copias', Prefix: 'backups/' }),
    );
    const kept = (listed.Contents ?? []).map((o) => o.Key!.slice('backups/'.length)).sort();
    expect(kept).toContain(run!.fileName);
    expect(kept).toEqual([...archivesToKeep([...old, run!.fileName!])].sort());
    expect(kept.length).toBeLessThanOrEqual(11);
  });
});

describe('retention: 7 daily and 4 weekly', () => {
  it('keeps the newest of each of the last 7 days that have one and of the last 4 weeks', () => {
    // Sunday 1 March 2026 back over 60 days, two a day (03:00 and 15:00 UTC).
    const names = Array.from({ length: 60 }, (_, d) =>
      [3, 15].map((h) => archiveName(new Date(Date.UTC(2026, 2, 1 - d, h)))),
    ).flat();
    const keep = [...archivesToKeep(names)].sort();
    expect(keep).toEqual(
      [
        // The 7 newest days, the afternoon copy of each (Montevideo's day, UTC-3).
        '2026-03-01T15',
        '2026-02-28T15',
        '2026-02-27T15',
        '2026-02-26T15',
        '2026-02-25T15',
        '2026-02-24T15',
        '2026-02-23T15',
        // The newest of the 3 weeks before (Sundays), the 4th being this one.
        '2026-02-22T15',
        '2026-02-15T15',
        '2026-02-08T15',
      ]
        .map((s) => `copia-${s}-00-00Z.tar.gz.cifrada`)
        .sort(),
    );
  });

  it('counts days that have a copy: a server off for weeks keeps its last seven', () => {
    const names = [0, 1, 2, 3, 4, 5, 6, 7].map((d) =>
      archiveName(new Date(Date.UTC(2026, 0, 10 - d, 12))),
    );
    const keep = archivesToKeep(names);
    expect(keep.size).toBe(7);
    expect(keep.has(names[7]!)).toBe(false);
  });

  it('dates, keeps and prunes the plain archives made before the copies were encrypted', () => {
    // Ten days of the old names, then five of the new: one rule over both.
    const old = Array.from({ length: 10 }, (_, d) =>
      archiveName(new Date(Date.UTC(2026, 0, 20 - d, 6))).replace(/\.cifrada$/, ''),
    );
    const current = Array.from({ length: 5 }, (_, d) =>
      archiveName(new Date(Date.UTC(2026, 0, 25 - d, 6))),
    );
    expect(old[0]).toBe('copia-2026-01-20T06-00-00Z.tar.gz');
    expect(current[0]).toBe('copia-2026-01-25T06-00-00Z.tar.gz.cifrada');
    const keep = archivesToKeep([...old, ...current, 'copia-x.tar.gz.cifrada']);
    // The 7 newest days: the five new ones and the two newest old ones (and weeks before).
    for (const n of [...current, old[0]!, old[1]!]) expect(keep.has(n)).toBe(true);
    expect(keep.has('copia-x.tar.gz.cifrada')).toBe(false);
    expect(archivesToPrune([...old, ...current]).length).toBeGreaterThan(0);
    expect(archivesToPrune([...old, ...current]).every((n) => old.includes(n))).toBe(true);
  });

  it('prunes the folder by that rule, leaves other files, and clears day-old leftovers', async () => {
    const dir = await tempDir();
    const names = Array.from({ length: 20 }, (_, d) =>
      archiveName(new Date(Date.UTC(2026, 2, 1 - d, 6))),
    );
    for (const n of [...names, 'notas.txt', '.copia-x.tar.gz.abcd.partial'])
      await fs.writeFile(path.join(dir, n), 'x');
    const stale = new Date(Date.now() - 25 * HOUR);
    await fs.utimes(path.join(dir, '.copia-x.tar.gz.abcd.partial'), stale, stale);
    const pruned = await pruneDir(dir, new Date());
    const left = (await fs.readdir(dir)).sort();
    expect(left).toEqual(['notas.txt', ...archivesToKeep(names)].sort());
    expect(pruned.length).toBe(names.length - archivesToKeep(names).size);
  });
});
