import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../../test/global-setup';
import { homeSliders, plans, productFiles, recipes, tips } from './catalog/catalog.tables';
import { calendarEvents } from './agenda/agenda.tables';
import { anamneses, controls } from './clinical/clinical.tables';
import { creditMovements, credits } from './commerce/commerce.tables';
import { users } from './users/users.tables';
import {
  createPglite,
  MIGRATIONS_DIR,
  wrapPglite,
  wrapPostgres,
  type Database,
} from '../db/client';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const folders: string[] = [];
/** A migrations folder with every migration before the one whose tag ends with `suffix`. */
async function migrationsBefore(suffix: string): Promise<string> {
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const target = journal.entries.findIndex((e) => e.tag.endsWith(suffix));
  expect(target).toBeGreaterThan(0);
  const earlier = journal.entries.slice(0, target);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-migrations-'));
  folders.push(folder);
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: earlier }),
  );
  for (const e of earlier)
    await fs.copyFile(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}
let before: string;
// The migrations folder as it was before the lists became arrays.
beforeAll(async () => (before = await migrationsBefore('_lists_as_arrays')));
afterAll(() => Promise.all(folders.map((f) => fs.rm(f, { recursive: true, force: true }))));

const migrate = (database: Database, folder: string) => database.migrate(folder);

const A = 'a'.repeat(32) + '.jpg';
const B = 'b'.repeat(32) + '.png';
const P = 'c'.repeat(32) + '.pdf';

/** Rows in the old shape (comma strings, with the blanks and placeholders old data has), migrated, read as arrays. */
async function upgradesOldRows(database: Database) {
  await migrate(database, before);
  const { db } = database;
  const ids = {
    user: '00000000-0000-4000-8000-000000000001',
    plan: '00000000-0000-4000-8000-000000000002',
    recipe: '00000000-0000-4000-8000-000000000003',
    tip: '00000000-0000-4000-8000-000000000004',
    slider: '00000000-0000-4000-8000-000000000005',
    file: '00000000-0000-4000-8000-000000000006',
    control: '00000000-0000-4000-8000-000000000007',
  };
  await db.execute(sql`
    insert into users (id, name, email, password_hash, avatar)
      values (${ids.user}, 'Vieja', 'vieja@test.uy', 'x', ${`${A}`}),
             ('00000000-0000-4000-8000-000000000011', 'Sin foto', 'sinfoto@test.uy', 'x', '')`);
  await db.execute(
    sql`insert into plans (id, title, avatar) values (${ids.plan}, 'Plan', ${` ${A} , ,undefined,${B},null,`})`,
  );
  await db.execute(
    sql`insert into recipes (id, title, avatar) values (${ids.recipe}, 'Receta', 'undefined')`,
  );
  await db.execute(sql`insert into tips (id, title, avatar) values (${ids.tip}, 'Tip', ${B})`);
  await db.execute(sql`
    insert into home_sliders (id, variant, avatar, links)
      values (${ids.slider}, 'desktop', ${`${A},${B}`}, '/auth/planes, ,https://x.uy/b,,')`);
  await db.execute(sql`
    insert into home_sliders (variant, avatar, links) values ('mobile', '', '')`);
  await db.execute(sql`
    insert into product_files (id, product_id, product_kind, avatar)
      values (${ids.file}, ${ids.plan}, 'plan', ${P})`);
  await db.execute(sql`
    insert into controls (id, user_id, typo, avatar) values (${ids.control}, ${ids.user}, 'Online', ${`${A},${B}`})`);

  // Two imported anamneses of one client: one per client from 0003 on, the latest kept.
  const anamnesisRow = (id: string, updated: string) => sql`
    insert into anamneses (id, user_id, kind, work_hours, days_works, type_feedin, objectives,
      physical_problems, operations, diseases, pregnancies, medicines, medical_notes,
      physical_activity, sports, sports_hours, sports_days, created_at, updated_at)
    values (${id}, ${ids.user}, 'Simple', '9-18', 'L-V', 'Omnívoro', 'Alimentación saludable',
      'no', 'no', 'no', 'no', 'no', 'no', 'no', 'no', '1', 2, '2025-01-01T00:00:00Z', ${updated})`;
  await db.execute(anamnesisRow('00000000-0000-4000-8000-000000000008', '2025-02-01T00:00:00Z'));
  await db.execute(anamnesisRow('00000000-0000-4000-8000-000000000009', '2025-03-01T00:00:00Z'));

  await migrate(database, MIGRATIONS_DIR);

  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  expect((await one(db.select().from(users).where(eq(users.id, ids.user))))?.avatar).toEqual([A]);
  expect(
    (await one(db.select().from(users).where(eq(users.email, 'sinfoto@test.uy'))))?.avatar,
  ).toEqual([]);
  expect((await one(db.select().from(plans).where(eq(plans.id, ids.plan))))?.avatar).toEqual([
    A,
    B,
  ]);
  expect((await one(db.select().from(recipes).where(eq(recipes.id, ids.recipe))))?.avatar).toEqual(
    [],
  );
  expect((await one(db.select().from(tips).where(eq(tips.id, ids.tip))))?.avatar).toEqual([B]);
  const sliders = await db.select().from(homeSliders).orderBy(homeSliders.variant);
  expect(sliders.map((s) => [s.variant, s.avatar, s.links])).toEqual([
    ['desktop', [A, B], ['/auth/planes', '', 'https://x.uy/b']],
    ['mobile', [], []],
  ]);
  expect(
    (await one(db.select().from(productFiles).where(eq(productFiles.id, ids.file))))?.avatar,
  ).toEqual([P]);
  expect(
    (await one(db.select().from(controls).where(eq(controls.id, ids.control))))?.avatar,
  ).toEqual([A, B]);

  const kept = await db.select().from(anamneses).where(eq(anamneses.userId, ids.user));
  expect(kept.map((a) => [a.id, a.consentVersion, a.consentRecordedBy])).toEqual([
    ['00000000-0000-4000-8000-000000000009', 'sin-registro', 'admin'],
  ]);
  expect(kept[0]!.consentedAt.toISOString()).toBe('2025-01-01T00:00:00.000Z');

  // New rows take the new default: an empty list.
  const [fresh] = await db.insert(tips).values({ title: 'Nuevo' }).returning();
  expect(fresh?.avatar).toEqual([]);
}

/** A fresh, empty database of the kind this run tests: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = inject('postgresUrl');
  if (!url) {
    const database = wrapPglite(createPglite());
    return { database, drop: async () => {} };
  }
  const name = `nutri_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    database: wrapPostgres(withDatabase(url, name)),
    async drop() {
      // Let the closed pool's connections leave before the database goes (see harness.ts).
      for (let i = 0; i < 40; i++) {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('migrations keep existing rows (lists become text[], one anamnesis per client)', () => {
  it('keeps existing rows', { timeout: 60_000 }, async () => {
    const { database, drop } = await emptyDatabase();
    try {
      await upgradesOldRows(database);
    } finally {
      await database.close();
      await drop();
    }
  });
});

/**
 * Issue 34: each 'Turno Presencial' bought before packs is one credit that never expires,
 * with the purchase's id; the turno that used it keeps it, and the ledger adds up.
 */
async function turnosBecomeCredits(database: Database) {
  await migrate(database, await migrationsBefore('_packs_and_credits'));
  const { db } = database;
  const user = '00000000-0000-4000-8000-000000000021';
  const free = '00000000-0000-4000-8000-000000000022';
  const used = '00000000-0000-4000-8000-000000000023';
  const refunded = '00000000-0000-4000-8000-000000000024';
  const plan = '00000000-0000-4000-8000-000000000025';
  const event = '00000000-0000-4000-8000-000000000026';
  await db.execute(sql`
    insert into users (id, name, email, password_hash) values (${user}, 'Cliente', 'cliente@test.uy', 'x')`);
  const purchase = (id: string, kind: string, extra: string) => sql`
    insert into purchases (id, user_id, product_kind, producto, monto, plataforma, created_at, used_at, revoked_at)
      values (${id}, ${user}, ${kind}, 'Turno Presencial', '1000.00', 'Prueba', '2026-01-01T12:00:00Z', ${sql.raw(extra)})`;
  await db.execute(purchase(free, 'control', 'null, null'));
  await db.execute(purchase(used, 'control', "'2026-01-02T12:00:00Z', null"));
  await db.execute(purchase(refunded, 'control', "null, '2026-01-03T12:00:00Z'"));
  await db.execute(purchase(plan, 'plan', 'null, null'));
  await db.execute(sql`
    insert into calendar_events (id, title, start_at, end_at, user_id, purchase_id)
      values (${event}, 'Control', '2026-02-02T13:00:00Z', '2026-02-02T14:00:00Z', ${user}, ${used})`);

  await migrate(database, MIGRATIONS_DIR);

  const rows = await db.select().from(credits).where(eq(credits.userId, user));
  expect(
    rows
      .map((c) => [c.id, c.purchaseId, c.expiresOn, c.usedAt !== null, c.revokedAt !== null])
      .sort(),
  ).toEqual([
    [free, free, null, false, false],
    [used, used, null, true, false],
    [refunded, refunded, null, false, true],
  ]);
  const [booked] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, event));
  expect(booked?.creditId).toBe(used);
  const moves = await db.select().from(creditMovements).where(eq(creditMovements.userId, user));
  const count = (kind: string) => moves.filter((m) => m.kind === kind).length;
  expect([count('compra'), count('uso'), count('reembolso')]).toEqual([3, 1, 1]);
  expect(moves.find((m) => m.kind === 'uso')?.eventId).toBe(event);
  // The ledger adds up to the one credit still free.
  expect(count('compra') - count('uso') - count('reembolso')).toBe(1);
}

describe('migrations turn the turnos bought into credits (issue 34)', () => {
  it('keeps every turno, used or not, as its credit', { timeout: 60_000 }, async () => {
    const { database, drop } = await emptyDatabase();
    try {
      await turnosBecomeCredits(database);
    } finally {
      await database.close();
      await drop();
    }
  });
});
