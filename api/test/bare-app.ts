import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { parseConfig } from '../src/config';
import { createPglite, wrapPglite, type Database } from '../src/db/client';
import { createMailer } from '../src/mail/mailer';
import { createDiskStorage, type Storage } from '../src/media/storage';
import { createPostgresDatabase } from './postgres-database';

export type DatabaseKind = Database['kind'];

/** The database kinds this run can test: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = inject('postgresUrl')
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface BareApp {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  storageDir: string;
  /** Closes the database now, as an outage would; `close()` then skips it. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on an empty database nobody migrated (of the kind asked for), for what
 * the harness's migrated copy cannot show: a database that goes away, periodic jobs that
 * fail for real (their tables do not exist). Mail goes to an outbox folder.
 */
export async function startBareApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; logger?: object } = {},
): Promise<BareApp> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-bare-'));
  const { database, drop } = await emptyDatabase(kind);
  const storageDir = path.join(dir, 'media');
  const storage = createDiskStorage(storageDir);
  const app = await buildApp({
    config: parseConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...options.env }),
    db: database.db,
    storage,
    clock: systemClock,
    linkSecret: randomBytes(32).toString('base64url'),
    logger: options.logger ?? false,
    mailer: createMailer({
      from: 'Nutrición <no-responder@test.uy>',
      outboxDir: path.join(dir, 'outbox'),
      logger: { info() {} },
    }),
  });
  await app.ready();
  let open = true;
  const closeDatabase = async () => {
    if (!open) return;
    open = false;
    await database.close();
  };
  return {
    app,
    database,
    storage,
    storageDir,
    closeDatabase,
    async close() {
      await app.close();
      await closeDatabase();
      await drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function emptyDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const client = createPglite();
    await client.waitReady;
    return { database: wrapPglite(client), drop: async () => {} };
  }
  return createPostgresDatabase(inject('postgresUrl'), 'nutri_bare_');
}
