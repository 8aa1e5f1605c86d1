import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wrapPglite, type Database } from '../../db/client';
import { createDiskStorage } from '../../media/storage';
import { registerGuest } from '../../../test/harness';
import { createArchive } from './create-archive';
import { restoreArchive } from './restore';
import { databaseLevel, migrateTo, readJournal } from './schema-level';
import { TEST_BACKUP_KEY, useBackupsSuite } from '../../../test/backups-suite';

const {
  t,
  admin,
  ana,
  source,
  postgresUrl,
  tempDir,
  emptyPglite,
  emptyTarget,
  appOn,
  answers,
  fileHashes,
  sourceKind,
  countFiles,
  rowsOf,
} = useBackupsSuite();

describe(`a backup of the ${sourceKind} database`, () => {
  it('holds every table but the ephemeral ones, every stored file, and their checksums', async () => {
    expect(source.manifest.engine.kind).toBe(sourceKind);
    const journal = await readJournal();
    expect(source.manifest.migrations).toEqual({
      count: journal.length,
      last: journal[journal.length - 1]!.tag,
      lastWhen: journal[journal.length - 1]!.when,
    });
    const rows = Object.fromEntries(source.manifest.tables.map((x) => [x.name, x.rows]));
    expect(rows).toMatchObject({ sales: 1, controls: 1, messages: 3, deliveries: 1 });
    expect(rows.users).toBeGreaterThanOrEqual(3);
    expect(rows).not.toHaveProperty('rate_limit_windows');
    expect(rows).not.toHaveProperty('backup_runs');
    expect(rows).not.toHaveProperty('backup_downloads');
    // Parents load before their children.
    const order = source.manifest.tables.map((x) => x.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('sales'));
    expect(order.indexOf('sales')).toBeLessThan(order.indexOf('deliveries'));
    expect(source.manifest.files).toEqual(await countFiles(t.storage));
    expect(source.manifest.files).toMatchObject({ photos: 1, deliveries: 1 });
    expect(source.manifest.files.images).toBeGreaterThanOrEqual(1);
    expect(source.manifest.files.files).toBeGreaterThanOrEqual(1);
    for (const [name, hash] of Object.entries(await fileHashes(t.storage)))
      expect(source.manifest.entries[`media/${name}`]?.sha256).toBe(hash);
  });

  it(`restores into an empty ${sourceKind} target: the same answers and the same files`, async () => {
    const target = await emptyTarget(sourceKind);
    try {
      const restored = await restoreArchive({
        file: source.archive,
        key: TEST_BACKUP_KEY,
        database: target.database,
        storage: target.storage,
      });
      expect(restored.tables).toEqual(
        Object.fromEntries(source.manifest.tables.map((x) => [x.name, x.rows])),
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
          payload: { email: source.marta.email, password: source.marta.password },
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
      await restoreArchive({
        file: source.archive,
        key: TEST_BACKUP_KEY,
        database: target.database,
        storage: target.storage,
      });
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
          where u.email = ${source.marta.email}`);
      const before = await read(t.database.db);
      const after = await read(target.database.db);
      expect(rowsOf(after)).toEqual(rowsOf(before));
      expect(rowsOf(after)[0]).toMatchObject({ name: 'Marta Núñez 🍏 Ñandú', cost: '2499.50' });
    } finally {
      await target.close();
    }
  });
});

describe('a backup of an older version', () => {
  it('restores, and the database is migrated to this version after loading', async () => {
    const journal = await readJournal();
    const old = wrapPglite(await emptyPglite());
    const storage = createDiskStorage(await tempDir());
    try {
      await migrateTo(old, journal.length - 1);
      // Raw SQL: the table as this code declares it may have columns the older level lacks.
      await old.db.execute(
        sql`insert into users (name, email, password_hash) values ('Clienta de antes', 'antes@test.uy', 'x')`,
      );
      const made = await createArchive({
        db: old.db,
        storage,
        clock: t.clock,
        dir: await tempDir(),
        key: TEST_BACKUP_KEY,
      });
      expect(made.manifest.migrations.last).toBe(journal[journal.length - 2]!.tag);
      const target = await emptyTarget('pglite');
      try {
        const restored = await restoreArchive({
          file: made.path,
          key: TEST_BACKUP_KEY,
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
        file: source.archive,
        key: TEST_BACKUP_KEY,
        database: embedded.database,
        storage: embedded.storage,
      });
      const fromPglite = await createArchive({
        db: embedded.database.db,
        storage: embedded.storage,
        clock: t.clock,
        dir: await tempDir(),
        key: TEST_BACKUP_KEY,
      });
      expect(fromPglite.manifest.engine.kind).toBe('pglite');
      await restoreArchive({
        file: fromPglite.path,
        key: TEST_BACKUP_KEY,
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
