import { createHash } from 'node:crypto';
import { ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MSG } from '@contract/backups';
import { MSG } from '@contract/common-text';
import { useTestApp } from '../../../test/harness';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { users } from '../users/users.tables';
import { archiveName } from './archive-names';
import { ephemeralBackupKey } from './backup-key';
import { backupDownloads, backupRuns } from './backups.tables';
import { downloadArchive, listBackups } from './backup-access';
import { checkDailyBackup, type BackupsDeps } from './backups.service';

const {
  t,
  admin,
  adminAccount,
  clients: { client },
} = useTestApp({ clients: ['client'] });

const DAY = 24 * 3_600_000;
const NOBODY = '00000000-0000-4000-8000-000000000000';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const archiveUrl = (id: string) => `/api/backups/${id}/archivo`;
const downloads = () => t.database.db.select().from(backupDownloads);

const dirs: string[] = [];
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3('nutri-descargas');
});
afterAll(async () => {
  await s3.close();
  await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
});

/** A copy made through 'Hacer una copia ahora': its run as the API answers it. */
async function makeCopy(): Promise<{ _id: string; fileName: string; sizeBytes: number }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().run;
}

async function streamed(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

describe('GET /api/backups/:id/archivo', () => {
  it('streams the very file the server wrote, as an attachment, and records who took it', async () => {
    const run = await makeCopy();
    const onDisk = await fs.readFile(path.join(t.config.backupDir, run.fileName));
    t.clock.advance(60_000);
    const res = await t.app.inject({ url: archiveUrl(run._id), headers: admin });
    expect(res.statusCode).toBe(200);
    // Encrypted: no program should take it for a gzip it could open.
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${run.fileName}"`);
    expect(res.headers['content-length']).toBe(String(run.sizeBytes));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBe(run.sizeBytes);
    expect(sha256(res.rawPayload)).toBe(sha256(onDisk));

    const [row, ...more] = await t.database.db
      .select()
      .from(backupDownloads)
      .where(eq(backupDownloads.runId, run._id));
    expect(more).toEqual([]);
    expect(row).toMatchObject({ adminId: adminAccount.id, at: t.clock.now() });

    // The page shows it: when, which copy, and by whom.
    const [me] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, adminAccount.id));
    const list = (await t.app.inject({ url: '/api/backups', headers: admin })).json();
    expect(list.lastDownload).toEqual({
      at: t.clock.now().toISOString(),
      fileName: run.fileName,
      by: me!.name,
    });
  });

  it('answers HEAD with the headers alone, recording no download', async () => {
    t.clock.advance(DAY);
    const run = await makeCopy();
    const before = (await downloads()).length;
    const res = await t.app.inject({ method: 'HEAD', url: archiveUrl(run._id), headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${run.fileName}"`);
    expect(res.rawPayload.length).toBe(0);
    expect(await downloads()).toHaveLength(before);
  });

  it('is the admin’s only: a visitor 401, a client 403, recording nothing', async () => {
    const run = await makeCopy();
    const before = (await downloads()).length;
    const visitor = await t.app.inject({ url: archiveUrl(run._id) });
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, MSG.unauthenticated]);
    const asClient = await t.app.inject({ url: archiveUrl(run._id), headers: client.headers });
    expect([asClient.statusCode, asClient.json().message]).toEqual([403, MSG.forbidden]);
    expect(await downloads()).toHaveLength(before);
  });

  it('refuses in Spanish a malformed id (400), an unknown one and a run without archive (404)', async () => {
    const before = (await downloads()).length;
    for (const bad of ['no-es-un-id', '123', `${NOBODY}x`, '..%2F..%2Fetc']) {
      const res = await t.app.inject({ url: archiveUrl(bad), headers: admin });
      expect([res.statusCode, res.json().message], bad).toEqual([400, MSG.invalidId]);
    }
    const nul = await t.app.inject({ url: archiveUrl('%00'), headers: admin });
    expect([nul.statusCode, nul.json().message]).toEqual([400, MSG.badChars]);
    const unknown = await t.app.inject({ url: archiveUrl(NOBODY), headers: admin });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 'backups.notFound', message: BACKUP_MSG.notFound },
    ]);
    const [failed] = await t.database.db
      .insert(backupRuns)
      .values({
        trigger: 'manual',
        status: 'failed',
        startedAt: t.clock.now(),
        finishedAt: t.clock.now(),
        error:
          "No queda espacio en el disco (ENOSPC: no space left on device, write '/srv/nutri/copias/x').",
      })
      .returning();
    const none = await t.app.inject({ url: archiveUrl(failed!.id), headers: admin });
    expect([none.statusCode, none.json().message]).toEqual([404, BACKUP_MSG.notFound]);
    expect(await downloads()).toHaveLength(before);

    // Listed, without an archive to offer, and its reason names no server path.
    const list = (await t.app.inject({ url: '/api/backups', headers: admin })).json();
    const shown = list.runs.find((r: { _id: string }) => r._id === failed!.id);
    expect(shown).toMatchObject({ fileName: null, status: 'failed' });
    expect(shown.error).toBe(
      'No queda espacio en el disco (ENOSPC: no space left on device, write una ruta del servidor).',
    );
    expect(JSON.stringify(list)).not.toContain(t.config.backupDir);
    expect(list).not.toHaveProperty('dir');
  });

  it('a copy whose archive was deleted is neither listed nor served (404), and records nothing', async () => {
    // A day apart: retention keeps one copy a day, and would prune the first itself.
    t.clock.advance(DAY);
    const kept = await makeCopy();
    t.clock.advance(DAY);
    const gone = await makeCopy();
    await fs.rm(path.join(t.config.backupDir, gone.fileName));
    const before = (await downloads()).length;
    const res = await t.app.inject({ url: archiveUrl(gone._id), headers: admin });
    expect([res.statusCode, res.json().message]).toEqual([404, BACKUP_MSG.notFound]);
    expect(await downloads()).toHaveLength(before);
    const list = (await t.app.inject({ url: '/api/backups', headers: admin })).json();
    const ids = list.runs.map((r: { _id: string }) => r._id);
    expect(ids).not.toContain(gone._id);
    expect(ids).toContain(kept._id);
    // 'Última copia' is the newest one she can still have.
    expect(list.lastOk._id).toBe(kept._id);
  });

  it('a copy pruned by retention leaves the list and answers 404', async () => {
    // Ten days of older copies in the folder, each with its run, one a day.
    const now = t.clock.now().getTime();
    const old = await t.database.db
      .insert(backupRuns)
      .values(
        Array.from({ length: 10 }, (_, i) => {
          const at = new Date(now - (i + 1) * DAY);
          return {
            trigger: 'daily' as const,
            status: 'ok' as const,
            startedAt: at,
            finishedAt: at,
            fileName: archiveName(at),
            sizeBytes: 1,
            places: ['disk'],
          };
        }),
      )
      .returning();
    for (const r of old) await fs.writeFile(path.join(t.config.backupDir, r.fileName!), 'x');
    await makeCopy();
    const pruned = [];
    for (const r of old)
      if (!(await fs.stat(path.join(t.config.backupDir, r.fileName!)).catch(() => null)))
        pruned.push(r);
    expect(pruned.length).toBeGreaterThan(0);
    const list = (await t.app.inject({ url: '/api/backups', headers: admin })).json();
    const ids = new Set(list.runs.map((r: { _id: string }) => r._id));
    for (const r of pruned) {
      expect(ids.has(r.id)).toBe(false);
      const [row] = await t.database.db.select().from(backupRuns).where(eq(backupRuns.id, r.id));
      expect(row!.places).toEqual([]);
      const res = await t.app.inject({ url: archiveUrl(r.id), headers: admin });
      expect([res.statusCode, res.json().message]).toEqual([404, BACKUP_MSG.notFound]);
    }
  });
});

describe('the record of downloads', () => {
  it('outlives an admin’s erased account, without her name', async () => {
    t.clock.advance(DAY);
    const run = await makeCopy();
    const [other] = await t.database.db
      .insert(users)
      .values({ name: 'Otra Admin', email: 'otra-admin@x.uy', passwordHash: 'x', type: 'admin' })
      .returning();
    t.clock.advance(60_000);
    const deps: BackupsDeps = {
      db: t.database.db,
      storage: t.storage,
      clock: t.clock,
      config: { backupDir: t.config.backupDir, s3: undefined },
      backupKey: ephemeralBackupKey(),
    };
    const opened = await downloadArchive(deps, run._id, other!.id);
    opened!.body.destroy();
    expect((await listBackups(deps)).lastDownload).toMatchObject({ by: 'Otra Admin' });
    await t.database.db.delete(users).where(eq(users.id, other!.id));
    const [row] = await t.database.db
      .select()
      .from(backupDownloads)
      .where(eq(backupDownloads.runId, run._id));
    expect(row).toMatchObject({ adminId: null, at: t.clock.now() });
    expect((await listBackups(deps)).lastDownload).toEqual({
      at: t.clock.now().toISOString(),
      fileName: run.fileName,
      by: null,
    });
  });
});

describe('a copy kept in the bucket', () => {
  it('is streamed from S3 once this server’s folder no longer has it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-descargas-'));
    dirs.push(dir);
    const deps: BackupsDeps = {
      db: t.database.db,
      storage: t.storage,
      clock: t.clock,
      config: { backupDir: dir, s3: { ...s3.config, bucket: 'nutri-descargas' } },
      backupKey: ephemeralBackupKey(),
    };
    t.clock.advance(DAY);
    const run = await checkDailyBackup(deps);
    expect(run).toMatchObject({ status: 'ok', places: ['disk', 's3'] });
    const file = path.join(dir, run!.fileName!);
    const written = sha256(await fs.readFile(file));

    const fromDisk = await downloadArchive(deps, run!.id, adminAccount.id);
    expect(fromDisk!.from).toBe('disk');
    // A stream from the open file, never the archive whole in memory.
    expect(fromDisk!.body).toBeInstanceOf(ReadStream);
    expect(sha256(await streamed(fromDisk!.body))).toBe(written);

    // Another server, or this one after losing its disk: the bucket still has it.
    await fs.rm(file);
    expect((await listBackups(deps)).runs.map((r) => r._id)).toContain(run!.id);
    const fromBucket = await downloadArchive(deps, run!.id, adminAccount.id);
    expect(fromBucket).toMatchObject({ from: 's3', fileName: run!.fileName, size: run!.sizeBytes });
    expect(sha256(await streamed(fromBucket!.body))).toBe(written);
    const rows = await t.database.db
      .select()
      .from(backupDownloads)
      .where(eq(backupDownloads.runId, run!.id));
    expect(rows).toHaveLength(2);

    // Gone from the bucket too: nothing to serve, nothing recorded.
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: 'nutri-descargas', Key: `backups/${run!.fileName}` }),
    );
    expect(await downloadArchive(deps, run!.id, adminAccount.id)).toBeNull();
    // The run no longer claims the bucket, and the list no longer offers it.
    const [after] = await t.database.db.select().from(backupRuns).where(eq(backupRuns.id, run!.id));
    expect(after!.places).toEqual(['disk']);
    expect((await listBackups(deps)).runs.map((r) => r._id)).not.toContain(run!.id);
    expect(
      await t.database.db.select().from(backupDownloads).where(eq(backupDownloads.runId, run!.id)),
    ).toHaveLength(2);
  });
});
