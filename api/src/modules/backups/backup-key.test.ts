import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_MSG } from '@contract/backups';
import { buildApp } from '../../app';
import { useTestApp } from '../../../test/harness';
import { parseConfig } from '../../config';
import type { BackupKey } from './backup-key';
import { loadBackupKey, readKeptBackupKey } from './backup-key';
import { backupKeyConfirmations } from './backups.tables';
import { keyFingerprint, shortFingerprint } from './cipher';

/*
 * 'Guardá la clave de tus copias' (issue 33): a generated key is answered until she confirms
 * she saved it, then by no server again; BACKUP_KEY's is never answered. Both logged.
 */
const { t, admin } = useTestApp();

const GENERATED: BackupKey = { text: randomBytes(32).toString('base64url'), source: 'generated' };
const logs: string[] = [];
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** Another server of this practice (same database), with the given key, its log kept. */
async function serverWith(backupKey: BackupKey): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.config,
    db: t.database.db,
    storage: t.storage,
    clock: t.clock,
    linkSecret: randomBytes(32).toString('base64url'),
    mailer: t.newMailer(),
    backupKey,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _enc, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
    },
  });
  await app.ready();
  apps.push(app);
  return app;
}

const keyState = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/backups', headers: admin })).json().key;

describe('the backup key the server generated', () => {
  it('is shown until she confirms she saved it, then by no server again', async () => {
    const [one, two] = [await serverWith(GENERATED), await serverWith(GENERATED)];
    const fingerprint = shortFingerprint(await keyFingerprint(GENERATED.text));
    expect(await keyState(one)).toEqual({ source: 'generated', fingerprint, savedAt: null });

    const shown = await one.inject({ url: '/api/backups/clave', headers: admin });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ key: GENERATED.text, fingerprint });
    expect(shown.headers['cache-control']).toMatch(/no-store/);
    // The list itself never carries it.
    const list = await one.inject({ url: '/api/backups', headers: admin });
    expect(list.body).toContain(fingerprint);
    expect(list.body).not.toContain(GENERATED.text);

    t.clock.advance(60_000);
    const saved = await two.inject({
      method: 'POST',
      url: '/api/backups/clave/guardada',
      headers: admin,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      msg: BACKUP_MSG.keySaved,
      savedAt: t.clock.now().toISOString(),
    });

    for (const app of [one, two]) {
      const again = await app.inject({ url: '/api/backups/clave', headers: admin });
      expect([again.statusCode, again.json()]).toEqual([
        404,
        { code: 'backups.keyAlreadySaved', message: BACKUP_MSG.keyAlreadySaved },
      ]);
      expect(await keyState(app)).toEqual({
        source: 'generated',
        fingerprint,
        savedAt: t.clock.now().toISOString(),
      });
    }
    // A second confirmation keeps the first one's time.
    t.clock.advance(60_000);
    const twice = await one.inject({
      method: 'POST',
      url: '/api/backups/clave/guardada',
      headers: admin,
    });
    expect(twice.json().savedAt).toBe(saved.json().savedAt);

    // The database keeps the key's fingerprint, never the key.
    const rows = await t.database.db.select().from(backupKeyConfirmations);
    expect(rows.map((r) => r.fingerprint)).toContain(
      (await keyFingerprint(GENERATED.text)).toString('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(GENERATED.text);

    // Both logged, with the fingerprint; the key itself in no log line.
    const lines = logs.join('');
    expect(lines).toContain('"msg":"backup key revealed"');
    expect(lines).toContain('"msg":"backup key saved"');
    expect(lines).toContain(`"fingerprint":"${fingerprint}"`);
    expect(lines).not.toContain(GENERATED.text);
  });

  it('a new key (another server, or one made again) is shown until saved, apart', async () => {
    const other = await serverWith({ text: 'otra-clave-generada-distinta', source: 'generated' });
    expect((await keyState(other)).savedAt).toBeNull();
    const shown = await other.inject({ url: '/api/backups/clave', headers: admin });
    expect(shown.json().key).toBe('otra-clave-generada-distinta');
  });
});

describe('a key from BACKUP_KEY', () => {
  it('is never answered: the page only says the copies use it', async () => {
    const app = await serverWith({ text: 'la-clave-de-backup-key', source: 'env' });
    expect(await keyState(app)).toEqual({
      source: 'env',
      fingerprint: shortFingerprint(await keyFingerprint('la-clave-de-backup-key')),
      savedAt: null,
    });
    for (const method of ['GET', 'POST'] as const) {
      const url = method === 'GET' ? '/api/backups/clave' : '/api/backups/clave/guardada';
      const res = await app.inject({ method, url, headers: admin });
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { code: 'backups.keyFromEnv', message: BACKUP_MSG.keyFromEnv },
      ]);
    }
  });
});

describe('where the server takes its key from', () => {
  it('BACKUP_KEY when set; else one made once in DATA_DIR, 0600, the same at every start', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-clave-'));
    try {
      const fromEnv = parseConfig({ DATA_DIR: dataDir, BACKUP_KEY: 'una-clave-de-dieciseis' });
      expect(await loadBackupKey(fromEnv)).toEqual({
        text: 'una-clave-de-dieciseis',
        source: 'env',
      });
      expect(await readKeptBackupKey(dataDir)).toBeNull();

      const config = parseConfig({ DATA_DIR: dataDir });
      const made = await loadBackupKey(config);
      expect(made.source).toBe('generated');
      expect(made.text).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await loadBackupKey(config)).toEqual(made);
      expect(await readKeptBackupKey(dataDir)).toBe(made.text);
      const stat = await fs.stat(path.join(dataDir, 'backup-key'));
      expect((stat.mode & 0o777).toString(8)).toBe('600');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a short BACKUP_KEY, or one with spaces at its ends, naming it in Spanish', () => {
    expect(() => parseConfig({ BACKUP_KEY: 'corta' })).toThrow(
      /BACKUP_KEY: debe tener al menos 16 caracteres/,
    );
    expect(() => parseConfig({ BACKUP_KEY: ' con-un-espacio-delante' })).toThrow(
      /BACKUP_KEY: no puede empezar ni terminar con espacios/,
    );
  });
});
