import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import { createDiskStorage } from '../../media/storage';
import { withDatabase } from '../../../test/global-setup';
import { dumpedTables, tablesInLoadOrder } from './logical-dump';
import { restoreArchive } from './restore';
import { loadedCopy } from './restore-target';
import { TEST_BACKUP_KEY, type Target, useBackupsSuite } from '../../../test/backups-suite';

/*
 * Issue 33, acceptance 4: a restore killed half-way can be run again to completion. The
 * restore command kills itself (SIGKILL, as kill -9 or a power cut) at each of its steps
 * (restore-cli.ts --test-kill-at), then runs again and must finish: every file and every
 * table as a restore that was never interrupted leaves them.
 */
const {
  source,
  tempDir,
  dataDirWithEmptyDatabase,
  emptyTarget,
  fileHashes,
  postgresUrl,
  repack,
  rowsOf,
  runCli,
} = useBackupsSuite();

const env = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  BACKUP_KEY: TEST_BACKUP_KEY,
  ...extra,
});

/** Every dumped table's row count and a digest of its rows, whatever order they come in. */
async function tableDigests(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of dumpedTables(await tablesInLoadOrder(db))) {
    const [row] = rowsOf(
      await db.execute(sql`
        select count(*)::int as "n",
               coalesce(md5(string_agg(to_jsonb(x)::text, E'\\n' order by to_jsonb(x)::text)), '') as "h"
        from ${sql.identifier(table)} x`),
    ) as Array<{ n: number; h: string }>;
    out[table] = `${row!.n} ${row!.h}`;
  }
  return out;
}

/** The copy restored in this process, never interrupted: what every finished restore must equal. */
let reference: { tables: Record<string, string>; files: Record<string, string> };
let plain: Target;
beforeAll(async () => {
  plain = await emptyTarget('pglite');
  await restoreArchive({
    file: source.archive,
    key: TEST_BACKUP_KEY,
    database: plain.database,
    storage: plain.storage,
  });
  reference = {
    tables: await tableDigests(plain.database.db),
    files: await fileHashes(plain.storage),
  };
}, 60_000);
afterAll(() => plain.close());

/** Restored into DATA_DIR (and DATABASE_URL): the same files and tables as the reference. */
async function expectWhole(dataDir: string, databaseUrl?: string) {
  expect(await fileHashes(createDiskStorage(path.join(dataDir, 'media')))).toEqual(reference.files);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    expect(await tableDigests(database.db)).toEqual(reference.tables);
    // Nothing left to finish.
    expect(await loadedCopy(database.db)).toBeNull();
  } finally {
    await database.close();
  }
}

describe('a restore killed half-way, run again', () => {
  it.each([
    ['after the second file', 'file:2'],
    ['after the migrations', 'migrated'],
    ['inside the load, after its first table', 'loading:1'],
    ['once the load committed', 'loaded'],
  ])('finishes when it was killed %s', { timeout: 120_000 }, async (_when, step) => {
    // Its empty database made already: what is tested is the run after the kill, and the
    // command's first run on a DATA_DIR with none (initdb, ~5 s) is cli.test.ts's.
    const dataDir = await dataDirWithEmptyDatabase('nutri-cortada-');
    const killed = await runCli('restore-cli', env(dataDir), [
      source.archive,
      `--test-kill-at=${step}`,
    ]);
    expect([killed.signal, killed.out]).toEqual(['SIGKILL', expect.any(String)]);
    expect(killed.out).not.toContain('Restaurada en');

    const again = await runCli('restore-cli', env(dataDir), [source.archive]);
    expect(again.out).toContain('Se retomó una restauración de esta copia');
    expect(again.out).toContain(`Restaurada en ${path.join(dataDir, 'db')}`);
    expect(again.code).toBe(0);
    await expectWhole(dataDir);

    // Finished: a third run is refused like any restore into a target with data. Once: every
    // case has already shown nothing is left to finish (expectWhole), so the state a third
    // run meets is the same whatever step the first was killed at, and each run of the
    // command costs ~2 s here, opening the embedded database and checking the archive.
    if (step !== 'file:2') return;
    const third = await runCli('restore-cli', env(dataDir), [source.archive]);
    expect(third.code).toBe(1);
    expect(third.out).toMatch(/El destino no está vacío .*No se cambió nada/);
  });

  it('goes on with the copy it was restoring only, refusing another and changing nothing', async () => {
    const target = await emptyTarget('pglite');
    try {
      // Stopped once the load committed (here by a failure, which also takes back its files).
      const stop = new Error('cortada');
      await expect(
        restoreArchive({
          file: source.archive,
          key: TEST_BACKUP_KEY,
          database: target.database,
          storage: target.storage,
          onStep: (step) => {
            if (step === 'loaded') throw stop;
          },
        }),
      ).rejects.toBe(stop);
      expect(await loadedCopy(target.database.db)).not.toBeNull();
      const before = await tableDigests(target.database.db);
      // Another copy: the same data, made at another moment.
      const other = await repack((name, data) => {
        if (name !== 'manifest.json') return data;
        const m = JSON.parse(data.toString()) as { createdAt: string };
        return Buffer.from(JSON.stringify({ ...m, createdAt: '2026-03-03T06:00:00.000Z' }));
      });
      await expect(
        restoreArchive({
          file: other,
          key: TEST_BACKUP_KEY,
          database: target.database,
          storage: target.storage,
        }),
      ).rejects.toThrow(/a medias la restauración de otra copia.*No se cambió nada/);
      expect(await tableDigests(target.database.db)).toEqual(before);
      expect(await fileHashes(target.storage)).toEqual({});

      const finished = await restoreArchive({
        file: source.archive,
        key: TEST_BACKUP_KEY,
        database: target.database,
        storage: target.storage,
      });
      expect(finished.resumed).toBe(true);
      expect(await tableDigests(target.database.db)).toEqual(reference.tables);
      expect(await fileHashes(target.storage)).toEqual(reference.files);
      expect(await loadedCopy(target.database.db)).toBeNull();
    } finally {
      await target.close();
    }
  });
});

describe.skipIf(!postgresUrl)('on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const created: string[] = [];
  async function emptyServerDatabase(): Promise<string> {
    const name = `nutri_cortada_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    return withDatabase(postgresUrl, name);
  }
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it.each([['file:1'], ['loading:2']])(
    'finishes when it was killed at %s',
    { timeout: 120_000 },
    async (step) => {
      const dataDir = await tempDir('nutri-cortada-pg-');
      const url = await emptyServerDatabase();
      const vars = env(dataDir, { DATABASE_URL: url });
      const killed = await runCli('restore-cli', vars, [source.archive, `--test-kill-at=${step}`]);
      expect(killed.signal).toBe('SIGKILL');
      const again = await runCli('restore-cli', vars, [source.archive]);
      expect(again.out).toContain('Se retomó una restauración de esta copia');
      expect(again.code).toBe(0);
      await expectWhole(dataDir, url);
    },
  );
});
