import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import tar from 'tar-stream';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { BACKUP_MSG } from '@contract/backups';
import { buildApp } from '../src/app';
import { createPglite, wrapPglite, type Database } from '../src/db/client';
import { createDiskStorage, STORAGE_AREAS, type Storage } from '../src/media/storage';
import { buildClis, type CliName } from './built-clis';
import { jpegImage, pdfBytes, pngImage } from './fixtures';
import { registerGuest, sendForm, useTestApp, type Headers } from './harness';
import { createPostgresDatabase } from './postgres-database';
import { buyApproved, createRecipeBook } from './shop';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import type { Manifest } from '../src/modules/backups/manifest';
import { inspectArchive } from '../src/modules/backups/restore';
import { createDecryptStream, createEncryptStream } from '../src/modules/backups/cipher';

/** The backups suites' BACKUP_KEY: their archives are encrypted with it. */
export const TEST_BACKUP_KEY = 'clave-de-prueba-de-las-copias-2026';

/** Bytes encrypted as an archive is (cipher.ts), with the test's key or another. */
export const encrypt = (plain: Buffer, key = TEST_BACKUP_KEY) =>
  buffer(Readable.from([plain]).pipe(createEncryptStream(key)));
export const decrypt = (sealed: Buffer, key = TEST_BACKUP_KEY) =>
  buffer(Readable.from([sealed]).pipe(createDecryptStream(key)));

export interface Target {
  database: Database;
  storage: Storage;
  storageDir: string;
  close(): Promise<void>;
}

/**
 * Acceptance 2 of issue 22: a practice's data made through the API, backed up through
 * the API, restored into an empty target, answers the same. The backups suites' shared
 * set-up: that data set and its archive (`source`, made before the first test), empty
 * targets, the app on a restored one, and what the tests compare and break.
 */
export function useBackupsSuite() {
  const {
    t,
    admin,
    clients: { ana },
  } = useTestApp({ clients: ['ana'], env: { BACKUP_KEY: TEST_BACKUP_KEY } });

  const postgresUrl = inject('postgresUrl');
  const repoRoot = path.resolve(import.meta.dirname, '../..');

  const dirs: string[] = [];
  const tempDir = async (prefix = 'nutri-copia-') => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  /**
   * A new embedded database with no tables, in memory or in `dir`: loaded from the one
   * global-setup.ts dumped as initdb left it, which is the same database as running initdb
   * for each (~5 s a time on this machine).
   */
  async function emptyPglite(dir?: string): Promise<PGlite> {
    const client = createPglite(dir, new Blob([await fs.readFile(inject('pgliteEmptySnapshot'))]));
    await client.waitReady;
    return client;
  }

  /**
   * A DATA_DIR whose embedded database exists and is empty, as the first start of a server
   * that was never used leaves it: a target `npm run restore` accepts as it accepts a
   * DATA_DIR with no database at all (cli.test.ts restores into that one).
   */
  async function dataDirWithEmptyDatabase(prefix: string): Promise<string> {
    const dir = await tempDir(prefix);
    await (await emptyPglite(path.join(dir, 'db'))).close();
    return dir;
  }

  /** An empty target of the kind asked for: a database with no tables and an empty folder. */
  async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
    const storageDir = await tempDir('nutri-destino-');
    const made =
      kind === 'pglite'
        ? { database: wrapPglite(await emptyPglite()), drop: async () => {} }
        : await createPostgresDatabase(postgresUrl, 'nutri_restore_');
    return {
      database: made.database,
      storage: createDiskStorage(storageDir),
      storageDir,
      async close() {
        await made.database.close();
        await made.drop();
      },
    };
  }

  /** The real app on a restored target, on the test's clock (sessions and dates as before). */
  async function appOn(target: Target): Promise<FastifyInstance> {
    const app = await buildApp({
      config: { ...t.config, dataDir: target.storageDir },
      db: target.database.db,
      storage: target.storage,
      clock: t.clock,
      linkSecret: randomBytes(32).toString('base64url'),
      logger: false,
      mailer: t.newMailer(),
    });
    await app.ready();
    return app;
  }

  /** The data set and its archive, made before the first test. */
  const source = {} as {
    marta: Awaited<ReturnType<typeof registerGuest>>;
    archive: string;
    manifest: Manifest;
  };

  /** The answers compared before and after: users, sales, controls, messages, deliveries, plans. */
  function reads(): Array<{ url: string; headers: () => Headers }> {
    return [
      { url: '/api/users?page=1&pageSize=50', headers: () => admin },
      { url: '/api/ventas', headers: () => admin },
      { url: `/api/controls-by-user-id/${ana.id}`, headers: () => admin },
      { url: `/api/controls-by-user-id/${ana.id}`, headers: () => ana.headers },
      { url: `/api/getMessagesByUserId/${ana.id}`, headers: () => admin },
      { url: `/api/getMessagesByUserId/${source.marta.id}`, headers: () => source.marta.headers },
      { url: `/api/compras/${source.marta.id}`, headers: () => source.marta.headers },
      { url: '/api/entregas', headers: () => admin },
      { url: `/api/anamnesis-by-user-id/${source.marta.id}`, headers: () => admin },
      { url: '/api/plans', headers: () => ({}) },
      { url: '/api/resumen', headers: () => admin },
    ];
  }

  /**
   * An answer with its signed links cut to their path: each app signs with its own secret
   * (a restored server may have another LINK_SECRET), so the signatures differ by design.
   */
  function comparable(body: string): unknown {
    return JSON.parse(body, (_k, v: unknown) =>
      typeof v === 'string' && v.startsWith('/api/') && v.includes('?') ? v.split('?')[0] : v,
    );
  }

  async function answers(app: FastifyInstance) {
    const out: Record<string, { status: number; body: unknown }> = {};
    for (const r of reads()) {
      const res = await app.inject({ url: r.url, headers: r.headers() });
      const body = comparable(res.body);
      // The runs are no part of a copy (a restored server starts its own): compared apart.
      if (r.url === '/api/resumen' && typeof body === 'object' && body && 'backup' in body)
        delete body.backup;
      out[`${r.url} as ${JSON.stringify(r.headers()).slice(0, 30)}`] = {
        status: res.statusCode,
        body,
      };
    }
    return out;
  }

  /** Every stored file by area and name, with its SHA-256. */
  async function fileHashes(storage: Storage) {
    const out: Record<string, string> = {};
    for (const area of STORAGE_AREAS)
      for (const name of (await storage.list(area)).sort()) {
        const data = await storage.read(area, name);
        out[`${area}/${name}`] = createHash('sha256').update(data!).digest('hex');
      }
    return out;
  }

  beforeAll(async () => {
    const marta = await registerGuest(t.app, {
      name: 'Marta Núñez 🍏 Ñandú',
      celPhone: '099111222',
    });
    source.marta = marta;
    // A plan with its picture (images), bought through the test checkout (a sale, a purchase,
    // a delivery owed), with her anamnesis, then her plan delivered as a PDF (deliveries).
    const plan = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-plan', headers: admin },
      {
        title: 'Plan Descenso "Otoño" — 3 meses',
        description: 'Menús con ñandutí, acentos y emoji 🥗',
        editorState: '<p>Menú semanal</p>',
        type: 'Online',
        anamnesis: 'Simple',
        time: '3',
        queries: '3',
        typeQueries: 'Controles Online',
        costDolars: '60',
        costPesos: '2499.50',
      },
      [{ name: 'plan.jpg', type: 'image/jpeg', data: await jpegImage(600, 400) }],
    );
    expect(plan.statusCode).toBe(200);
    const planId = plan.json().plan._id as string;
    const paid = await buyApproved(t.app, marta.headers, {
      productSelected: planId,
      typeProduct: 'plan',
    });
    expect(paid.statusCode).toBe(200);
    const filled = await t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: marta.headers,
      payload: anamnesisCreate(marta.id),
    });
    expect(filled.statusCode).toBe(200);
    const owed = (await t.app.inject({ url: '/api/entregas', headers: admin })).json().entregas as {
      _id: string;
      userId: string;
    }[];
    const delivery = owed.find((d) => d.userId === marta.id)!;
    const delivered = await sendForm(
      t.app,
      { method: 'POST', url: `/api/entregas/${delivery._id}/archivos`, headers: admin },
      { notes: 'Tomá 2 litros de agua por día' },
      [{ name: 'plan-marta.pdf', type: 'application/pdf', data: pdfBytes }],
    );
    expect(delivered.statusCode).toBe(200);
    // A recipe book with its PDF (files).
    await createRecipeBook(t.app, admin);
    // Ana's control with a photo (photos) and her messages with the nutritionist.
    const control = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-control', headers: ana.headers },
      { userId: ana.id, typo: 'Online', peso: '70.35' },
      [{ name: 'frente.png', type: 'image/png', data: await pngImage(300, 400) }],
    );
    expect(control.statusCode).toBe(200);
    const adminId = (await t.app.inject({ url: '/api/users?page=1&pageSize=50', headers: admin }))
      .json()
      .users.find((u: { type: string }) => u.type === 'admin')._id as string;
    for (const [headers, to, message] of [
      [ana.headers, adminId, '¿Puedo cambiar la cena por un licuado? 🍌'],
      [admin, ana.id, 'Sí, con avena y sin azúcar agregado.'],
      [marta.headers, adminId, 'Recibí el plan, ¡gracias!'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sendmensaje',
        headers,
        payload: { title: 'Consulta', message, to },
      });
      expect(res.statusCode).toBe(200);
    }

    const made = await t.app.inject({ method: 'POST', url: '/api/backups', headers: admin });
    expect(made.statusCode).toBe(200);
    expect(made.json().msg).toBe(BACKUP_MSG.made);
    source.archive = path.join(t.config.backupDir, made.json().run.fileName);
    source.manifest = await inspectArchive(source.archive, TEST_BACKUP_KEY);
  }, 60_000);

  afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

  /** The commands' bundle, built at this file's first run of one (built-clis.ts). */
  let clis: ReturnType<typeof buildClis> | undefined;
  afterAll(async () => {
    // A build that failed has failed the test that asked for it; nothing is left to remove.
    await (await clis?.catch(() => undefined))?.remove();
  });

  const sourceKind = postgresUrl ? ('postgres' as const) : ('pglite' as const);

  /**
   * Runs one of the commands as `npm run` does (its bundle, built from the source as it is
   * now: built-clis.ts), with the given environment only (DATA_DIR, BACKUP_KEY...), its input
   * not a terminal; answers its exit code (null: killed) and output.
   */
  async function runCli(name: CliName, env: Record<string, string>, args: string[] = []) {
    clis ??= buildClis();
    const entry = (await clis).entry(name);
    return new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [entry, ...args], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', ...env },
        stdio: 'pipe',
      });
      child.stdin.end();
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('close', (code, signal) => resolve({ code, signal, out }));
    });
  }

  async function countFiles(storage: Storage) {
    const out = { images: 0, files: 0, photos: 0, deliveries: 0 };
    for (const area of STORAGE_AREAS) out[area] = (await storage.list(area)).length;
    return out;
  }

  function rowsOf(result: unknown): unknown[] {
    return (result as { rows: unknown[] }).rows;
  }

  function flip(data: Buffer): Buffer {
    const copy = Buffer.from(data);
    copy[Math.floor(copy.length / 2)]! ^= 0xff;
    return copy;
  }

  /** The source archive's gzipped tar, decrypted: what it holds, as made before issue 33. */
  async function plainArchive(): Promise<Buffer> {
    return decrypt(await fs.readFile(source.archive));
  }

  /** The test's archive rewritten (and encrypted again): each entry changed, kept, or (null) left out. */
  async function repack(change: (name: string, data: Buffer) => Buffer | null): Promise<string> {
    const entries: Array<{ name: string; data: Buffer }> = [];
    const extract = tar.extract();
    const reading = (async () => {
      for await (const entry of extract) {
        const chunks: Buffer[] = [];
        for await (const c of entry) chunks.push(Buffer.from(c as Uint8Array));
        const data = change(entry.header.name, Buffer.concat(chunks));
        if (data) entries.push({ name: entry.header.name, data });
      }
    })();
    extract.end(zlib.gunzipSync(await plainArchive()));
    await reading;
    return writeTarGz(entries);
  }

  /**
   * An archive of these entries, encrypted with `key` (the test's) as every archive is; with
   * `key: null`, a plain .tar.gz, as archives were made before they were encrypted.
   */
  async function writeTarGz(
    entries: Array<{ name: string; data: Buffer }>,
    { key = TEST_BACKUP_KEY as string | null } = {},
  ): Promise<string> {
    const pack = tar.pack();
    const chunks: Buffer[] = [];
    const done = (async () => {
      for await (const c of pack) chunks.push(Buffer.from(c as Uint8Array));
    })();
    for (const e of entries) pack.entry({ name: e.name }, e.data);
    pack.finalize();
    await done;
    const gzipped = zlib.gzipSync(Buffer.concat(chunks));
    const file = path.join(await tempDir(), key === null ? 'otra.tar.gz' : 'otra.tar.gz.cifrada');
    await fs.writeFile(file, key === null ? gzipped : await encrypt(gzipped, key));
    return file;
  }
  return {
    admin,
    ana,
    answers,
    appOn,
    countFiles,
    dataDirWithEmptyDatabase,
    emptyPglite,
    emptyTarget,
    fileHashes,
    flip,
    plainArchive,
    postgresUrl,
    repack,
    repoRoot,
    rowsOf,
    runCli,
    source,
    sourceKind,
    t,
    tempDir,
    writeTarGz,
  };
}
