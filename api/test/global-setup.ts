import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, migrateDatabase, wrapPglite, wrapPostgres } from '../src/db/client';

/** Migrates once per run; each test file then copies the result (see harness.ts). */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-test-'));
  const client = createPglite();
  const database = wrapPglite(client);
  // Before migrating, the database as initdb leaves it: what a test that needs an empty one
  // (a restore's target) loads instead of running initdb again, ~5 s each on this machine.
  // (Dumped before it is ready, PGlite never answers.)
  await client.waitReady;
  const emptySnapshot = await writeDump(client, path.join(dir, 'pglite-empty.tar'));
  await migrateDatabase(database);
  const snapshot = await writeDump(client, path.join(dir, 'pglite.tar'));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('pgliteEmptySnapshot', emptySnapshot);

  const url = process.env.TEST_DATABASE_URL;
  // One template per run: two runs on one server (two checkouts, CI beside a developer)
  // must not drop each other's template while the other copies it.
  const templateDb = `nutri_test_template_${randomBytes(4).toString('hex')}`;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const template = wrapPostgres(withDatabase(url, templateDb));
    await migrateDatabase(template);
    await template.close();
  }
  project.provide('postgresUrl', url ?? '');
  project.provide('postgresTemplate', templateDb);

  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`);
    await admin.end();
  };
}

async function writeDump(client: PGlite, file: string): Promise<string> {
  const dump = await client.dumpDataDir('none');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The embedded database before any migration, as initdb leaves it. */
    pgliteEmptySnapshot: string;
    postgresUrl: string;
    /** The migrated database this run's test databases are copied from. */
    postgresTemplate: string;
  }
}
