import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, migrateDatabase, wrapPglite, wrapPostgres } from '../src/db/client';

export const TEMPLATE_DB = 'nutri_test_template';

/** Migrates once per run; each test file then copies the result (see harness.ts). */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-test-'));
  const client = createPglite();
  const database = wrapPglite(client);
  await migrateDatabase(database);
  const dump = await client.dumpDataDir('none');
  const snapshot = path.join(dir, 'pglite.tar');
  await fs.writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = wrapPostgres(withDatabase(url, TEMPLATE_DB));
    await migrateDatabase(template);
    await template.close();
  }
  project.provide('postgresUrl', url ?? '');

  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}
