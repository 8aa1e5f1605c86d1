import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BACKUP_MSG } from '@contract/backups';
import { buildApp } from '../../app';
import { createPglite, wrapPglite, type Database } from '../../db/client';
import { createDiskStorage, STORAGE_AREAS, type Storage } from '../../media/storage';
import { jpegImage, pdfBytes, pngImage } from '../../../test/fixtures';
import { registerGuest, sendForm, useTestApp, type Headers } from '../../../test/harness';
import { createPostgresDatabase } from '../../../test/postgres-database';
import { buyApproved, createRecipeBook } from '../../../test/shop';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { createArchive } from './create-archive';
import type { Manifest } from './manifest';
import { inspectArchive, restoreArchive } from './restore';
import { databaseLevel, migrateTo, readJournal } from './schema-level';
import { users } from '../users/users.tables';

/**
 * Acceptance 2 of issue 22: a practice's data made through the API, backed up through
 * the API, restored into an empty target, answers the same. One data set for the file.
 */
const {
  t,
  admin,
  clients: { ana },
} = useTestApp({ clients: ['ana'] });

const postgresUrl = inject('postgresUrl');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const dirs: string[] = [];
const tempDir = async (prefix = 'nutri-copia-') => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

interface Target {
  database: Database;
  storage: Storage;
  storageDir: string;
  close(): Promise<void>;
}

/** An empty target of the kind asked for: a database with no tables and an empty folder. */
async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
  const storageDir = await tempDir('nutri-destino-');
  const made =
    kind === 'pglite'
      ? { database: wrapPglite(createPglite()), drop: async () => {} }
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

let marta: Awaited<ReturnType<typeof registerGuest>>;
let archive: string;
let manifest: Manifest;

/** The answers compared before and after: users, sales, controls, messages, deliveries, plans. */
function reads(): Array<{ url: string; headers: () => Headers }> {
  return [
    { url: '/api/users?page=1&pageSize=50', headers: () => admin },
    { url: '/api/ventas', headers: () => admin },
    { url: `/api/controls-by-user-id/${ana.id}`, headers: () => admin },
    { url: `/api/controls-by-user-id/${ana.id}`, headers: () => ana.headers },
    { url: `/api/getMessagesByUserId/${ana.id}`, headers: () => admin },
    { url: `/api/getMessagesByUserId/${marta.id}`, headers: () => marta.headers },
    { url: `/api/compras/${marta.id}`, headers: () => marta.headers },
    { url: '/api/entregas', headers: () => admin },
    { url: `/api/anamnesis-by-user-id/${marta.id}`, headers: () => admin },
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
  marta = await registerGuest(t.app, { name: 'Marta Núñez 🍏 Ñandú', celPhone: '099111222' });
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
  archive = path.join(t.config.backupDir, made.json().run.fileName);
  manifest = await inspectArchive(archive);
}, 60_000);

afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

const sourceKind = postgresUrl ? 'postgres' : 'pglite';

describe(`a backup of the ${sourceKind} database`, () => {
  it('holds every table but the ephemeral ones, every stored file, and their checksums', async () => {
    expect(manifest.engine.kind).toBe(sourceKind);
    const journal = await readJournal();
    expect(manifest.migrations).toEqual({
      count: journal.length,
      last: journal[journal.length - 1]!.tag,
      lastWhen: journal[journal.length - 1]!.when,
    });
    const rows = Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows]));
    expect(rows).toMatchObject({ sales: 1, controls: 1, messages: 3, deliveries: 1 });
    expect(rows.users).toBeGreaterThanOrEqual(3);
    expect(rows).not.toHaveProperty('rate_limit_windows');
    expect(rows).not.toHaveProperty('backup_runs');
    // Parents load before their children.
    const order = manifest.tables.map((x) => x.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sales'));
    expect(order.indexOf('sales')).toBeLessThan(order.indexOf('deliveries'));
    expect(manifest.files).toEqual(await countFiles(t.storage));
    expect(manifest.files).toMatchObject({ photos: 1, deliveries: 1 });
    expect(manifest.files.images).toBeGreaterThanOrEqual(1);
    expect(manifest.files.files).toBeGreaterThanOrEqual(1);
    for (const [name, hash] of Object.entries(await fileHashes(t.storage)))
      expect(manifest.entries[`media/${name}`]?.sha256).toBe(hash);
  });

  it(`restores into an empty ${sourceKind} target: the same answers and the same files`, async () => {
    const target = await emptyTarget(sourceKind);
    try {
      const restored = await restoreArchive({
        file: archive,
        database: target.database,
        storage: target.storage,
      });
      expect(restored.tables).toEqual(
        Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows])),
      );
      const app = await appOn(target);
      try {
        expect(await answers(app)).toEqual(await answers(t.app));
        expect(await fileHashes(target.storage)).toEqual(await fileHashes(t.storage));
        const today = await app.inject({ url: '/api/resumen', headers: admin });
        expect(today.json().backup).toEqual({ lastOkAt: null, overdue: false });
        // Her photo is served from the restored storage through the restored app.
        const control = (
          await app.inject({ url: `/api/controls-by-user-id/${ana.id}`, headers: ana.headers })
        ).json();
        const photo = control.controls[0].photos[0] as { url: string; name: string };
        const served = await app.inject({ url: photo.url });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals((await t.storage.read('photos', photo.name))!)).toBe(true);
        // The restored practice keeps working: a new client signs up, the admin logs in.
        await registerGuest(app, { name: 'Después de restaurar' });
        const login = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: marta.email, password: marta.password },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  });

  it('keeps money, times, lists, accents and emoji exactly', async () => {
    const target = await emptyTarget('pglite');
    try {
      await restoreArchive({ file: archive, database: target.database, storage: target.storage });
      const read = (db: Database['db']) =>
        db.execute(sql`
          select u.name, u.created_at::text as created, s.monto::text as monto,
                 s.created_at::text as sold, p.title, p.cost_pesos::text as cost,
                 p.avatar as plan_images, c.avatar as photos, c.peso::text as peso,
                 (select weekly_hours from agenda_settings) as hours
          from users u
          join sales s on s.user_id = u.id
          join plans p on p.title like 'Plan Descenso "Otoño"%'
          join controls c on true
          where u.email = ${marta.email}`);
      const before = await read(t.database.db);
      const after = await read(target.database.db);
      expect(rowsOf(after)).toEqual(rowsOf(before));
      expect(rowsOf(after)[0]).toMatchObject({ name: 'Marta Núñez 🍏 Ñandú', cost: '2499.50' });
    } finally {
      await target.close();
    }
  });
});

describe('a restore refuses', () => {
  // One empty target for every refusal: each must leave it as empty as it found it.
  let blank: Target;
  beforeAll(async () => {
    blank = await emptyTarget('pglite');
  });
  afterAll(() => blank.close());

  it('a target that is not empty (the very practice it came from), changing nothing', async () => {
    const before = { files: await fileHashes(t.storage), answers: await answers(t.app) };
    await expect(
      restoreArchive({ file: archive, database: t.database, storage: t.storage }),
    ).rejects.toThrow(/El destino no está vacío .*No se cambió nada/);
    expect(await fileHashes(t.storage)).toEqual(before.files);
    expect(await answers(t.app)).toEqual(before.answers);
  });

  it('an empty database beside a storage that holds files, writing nothing', async () => {
    const stray = await blank.storage.put('images', await pngImage(10, 10), 'png');
    try {
      await expect(
        restoreArchive({ file: archive, database: blank.database, storage: blank.storage }),
      ).rejects.toThrow('1 archivo(s) en images');
      expect(await databaseLevel(blank.database.db)).toBeNull();
      expect(await blank.storage.list('images')).toEqual([stray]);
    } finally {
      await blank.storage.remove('images', stray);
    }
  });

  const broken: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'a file whose bytes changed (its checksum)',
      () => repack((name, data) => (name.startsWith('media/photos/') ? flip(data) : data)),
      /dañada: 'media\/photos\/.*' no coincide con su suma de verificación/,
    ],
    [
      'a table whose rows changed',
      () =>
        repack((name, data) =>
          name === 'db/sales.jsonl' ? Buffer.from(data.toString().replace('2499.5', '1.0')) : data,
        ),
      /dañada: 'db\/sales.jsonl'/,
    ],
    [
      'an archive missing a file',
      () => repack((name, data) => (name.startsWith('media/deliveries/') ? null : data)),
      /incompleta: le falta 'media\/deliveries\//,
    ],
    [
      'an archive cut short',
      async () => {
        const bytes = await fs.readFile(archive);
        const cut = path.join(await tempDir(), 'cortada.tar.gz');
        await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
        return cut;
      },
      /no es una copia de seguridad de esta aplicación, o está dañado o incompleto/,
    ],
    [
      'a file that is no archive at all',
      async () => {
        const file = path.join(await tempDir(), 'notas.tar.gz');
        await fs.writeFile(file, 'esto no es una copia');
        return file;
      },
      /no es una copia de seguridad de esta aplicación/,
    ],
    [
      "another program's tar.gz",
      () => writeTarGz([{ name: 'fotos/vacaciones.jpg', data: Buffer.from('jpg') }]),
      /no es una copia de seguridad de esta aplicación.*fotos\/vacaciones\.jpg/,
    ],
    [
      'a backup of a newer version of the app',
      () =>
        repack((name, data) => {
          if (name !== 'manifest.json') return data;
          const m = JSON.parse(data.toString()) as Manifest;
          m.migrations = {
            count: m.migrations.count + 1,
            last: '9999_futuro',
            lastWhen: Date.parse('2099-01-01'),
          };
          return Buffer.from(JSON.stringify(m));
        }),
      /versión más nueva de la aplicación \(migración 9999_futuro\)/,
    ],
  ];

  it.each(broken)('%s, before writing anything', async (_what, make, message) => {
    const file = await make();
    await expect(
      restoreArchive({ file, database: blank.database, storage: blank.storage }),
    ).rejects.toThrow(message);
    expect(await databaseLevel(blank.database.db)).toBeNull();
    expect(await countFiles(blank.storage)).toEqual({
      images: 0,
      files: 0,
      photos: 0,
      deliveries: 0,
    });
  });
});

describe('a backup of an older version', () => {
  it('restores, and the database is migrated to this version after loading', async () => {
    const journal = await readJournal();
    const old = wrapPglite(createPglite());
    const storage = createDiskStorage(await tempDir());
    try {
      await migrateTo(old, journal.length - 1);
      await old.db
        .insert(users)
        .values({ name: 'Clienta de antes', email: 'antes@test.uy', passwordHash: 'x' });
      const made = await createArchive({
        db: old.db,
        storage,
        clock: t.clock,
        dir: await tempDir(),
      });
      expect(made.manifest.migrations.last).toBe(journal[journal.length - 2]!.tag);
      const target = await emptyTarget('pglite');
      try {
        const restored = await restoreArchive({
          file: made.path,
          database: target.database,
          storage: target.storage,
        });
        expect(restored.migratedAfter).toBe(true);
        expect(await databaseLevel(target.database.db)).toEqual({
          count: journal.length,
          lastWhen: journal[journal.length - 1]!.when,
        });
        const [row] = rowsOf(
          await target.database.db.execute(
            sql`select name from users where email = 'antes@test.uy'`,
          ),
        );
        expect(row).toEqual({ name: 'Clienta de antes' });
      } finally {
        await target.close();
      }
    } finally {
      await old.close();
    }
  });
});

describe.skipIf(!postgresUrl)('across engines (needs TEST_DATABASE_URL)', () => {
  it('a PostgreSQL backup restores into PGlite, and a PGlite backup into PostgreSQL', async () => {
    const embedded = await emptyTarget('pglite');
    const server = await emptyTarget('postgres');
    try {
      await restoreArchive({
        file: archive,
        database: embedded.database,
        storage: embedded.storage,
      });
      const fromPglite = await createArchive({
        db: embedded.database.db,
        storage: embedded.storage,
        clock: t.clock,
        dir: await tempDir(),
      });
      expect(fromPglite.manifest.engine.kind).toBe('pglite');
      await restoreArchive({
        file: fromPglite.path,
        database: server.database,
        storage: server.storage,
      });
      const app = await appOn(server);
      try {
        expect(await answers(app)).toEqual(await answers(t.app));
        expect(await fileHashes(server.storage)).toEqual(await fileHashes(t.storage));
      } finally {
        await app.close();
      }
    } finally {
      await embedded.close();
      await server.close();
    }
  });
});

/** Runs one of the commands as `npm run` does, with DATA_DIR and no other configuration. */
function runCli(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'api/src/modules/backups', script), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run restore and npm run backup (embedded database)', () => {
  it(
    'restores into an empty DATA_DIR, refuses it the second time, and backs it up',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDir('nutri-cli-');
      const env = { DATA_DIR: dataDir };
      const first = await runCli('restore-cli.ts', env, [archive]);
      expect(first.out).toContain(`Restaurada en ${path.join(dataDir, 'db')}`);
      expect(first.out).toMatch(/sales 1,/);
      expect(first.code).toBe(0);
      const files = await fileHashes(createDiskStorage(path.join(dataDir, 'media')));
      expect(files).toEqual(await fileHashes(t.storage));

      const again = await runCli('restore-cli.ts', env, [archive]);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/No se restauró: El destino no está vacío .*No se cambió nada/);
      expect(await fileHashes(createDiskStorage(path.join(dataDir, 'media')))).toEqual(files);

      const backup = await runCli('backup-cli.ts', env);
      expect(backup.out).toMatch(/Copia de seguridad hecha: .*copia-.*\.tar\.gz/);
      expect(backup.code).toBe(0);
      const [made] = await fs.readdir(path.join(dataDir, 'backups'));
      const copy = await inspectArchive(path.join(dataDir, 'backups', made!));
      expect(copy.engine.kind).toBe('pglite');
      expect(copy.tables).toEqual(manifest.tables);
    },
  );

  it(
    'a backup while the server holds the embedded database says how to make one instead',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir('nutri-cli-');
      await fs.mkdir(path.join(dataDir, 'db'));
      // This test's own process stands for the running server.
      await fs.writeFile(path.join(dataDir, 'db.lock'), String(process.pid));
      const res = await runCli('backup-cli.ts', { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.out).toContain('ya está abierta por otro proceso');
      expect(res.out).toContain("'Hacer una copia ahora'");
      expect(await fs.readdir(dataDir)).toEqual(['db', 'db.lock']);
    },
  );

  it(
    'a restore of a damaged file is refused with no database left behind',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir('nutri-cli-');
      const damaged = await repack((name, data) =>
        name.startsWith('media/images/') ? flip(data) : data,
      );
      const res = await runCli('restore-cli.ts', { DATA_DIR: dataDir }, [damaged]);
      expect(res.code).toBe(1);
      expect(res.out).toMatch(/No se restauró: La copia está dañada/);
      expect(await fs.readdir(dataDir)).toEqual([]);
    },
  );
});

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

/** The test's archive rewritten: each entry changed, kept, or (null) left out. */
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
  extract.end(zlib.gunzipSync(await fs.readFile(archive)));
  await reading;
  return writeTarGz(entries);
}

async function writeTarGz(entries: Array<{ name: string; data: Buffer }>): Promise<string> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const c of pack) chunks.push(Buffer.from(c as Uint8Array));
  })();
  for (const e of entries) pack.entry({ name: e.name }, e.data);
  pack.finalize();
  await done;
  const file = path.join(await tempDir(), 'otra.tar.gz');
  await fs.writeFile(file, zlib.gzipSync(Buffer.concat(chunks)));
  return file;
}
