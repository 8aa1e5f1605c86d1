import path from 'node:path';
import { buildApp } from './app';
import { systemClock } from './clock';
import { parseConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createDiskStorage } from './media/storage';
import { ensureFirstAdmin } from './modules/users';
import { catalogIsEmpty, seedDemo } from './seed/seed-demo';
import { loadRenderer } from './site/page-renderer';
import { publicSiteConfig } from './site/site.routes';

async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  await migrateDatabase(database);
  await ensureFirstAdmin(database.db, config.admin);

  const storage = createDiskStorage(path.join(config.dataDir, 'media'));
  if (config.seedDemo && (await catalogIsEmpty(database.db))) {
    await seedDemo(database.db, storage);
    console.info('Base vacía: se cargó el contenido de demostración (SEED_DEMO=false lo evita).');
  }
  const dist = path.resolve(import.meta.dirname, '../../dist');
  const render = await loadRenderer(
    path.join(dist, 'ssr/entry-server.js'),
    publicSiteConfig(config),
  );
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    clock: systemClock,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger: { info: (obj, msg) => console.info(msg, obj) },
    }),
    webDir: path.join(dist, 'web'),
    render,
  });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Listo: ${config.publicUrl} (base de datos ${database.kind === 'pglite' ? `embebida en ${config.dataDir}/db` : 'PostgreSQL'})`,
  );
}

void main();
