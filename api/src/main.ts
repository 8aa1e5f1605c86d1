import { spawnSync } from 'node:child_process';
import path from 'node:path';
import v8 from 'node:v8';
import sharp from 'sharp';
import { buildApp } from './app';
import { createBillerGateway, startFakeBiller } from './invoicing';
import { systemClock } from './clock';
import { parseConfig } from './config';
import { embeddedDatabaseExists, migrateDatabase, openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { storageFromConfig } from './media/storage-from-config';
import { loadOrCreateLinkSecret } from './media/signed-links';
import { ensureFirstAdmin } from './modules/auth';
import { loadBackupKey } from './modules/backups';
import { loadOrCreateVapidKeys } from './modules/push';
import { catalogIsEmpty } from './seed/seed-demo';
import { loadRenderer } from './site/page-renderer';
import { publicSiteConfig } from './site/site.routes';

async function main() {
  // V8 lets the old generation grow to up to 4 times what survived the last full GC before
  // collecting again: under a minute of load its heap reached ~280 MB, mostly garbage, and
  // RSS followed (scripts/perf/public-wrk.mjs). At 1.5 times it stayed under 130 MB with the
  // same throughput and p99. Read by V8 at each full GC, so setting it here takes effect.
  v8.setFlagsFromString('--heap-growing-percent=50');
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const storage = storageFromConfig(config);
  try {
    await storage.check();
  } catch (err) {
    // A wrong bucket, key or endpoint found now, not at the first upload.
    console.error(
      config.s3
        ? `No se pueden guardar archivos en S3: ${(err as Error).message} (revisá S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY).`
        : `No se puede escribir en ${path.join(config.dataDir, 'media')}: ${(err as Error).message} (revisá DATA_DIR).`,
    );
    process.exit(1);
  }
  // A first start's one-time work happens in child processes (db/prepare-cli.ts creates the
  // embedded database, seed/cli.ts loads the demo content), so the memory it grows leaves with them.
  const runChild = (name: 'prepare-cli' | 'seed-cli', ...args: string[]) => {
    const child = spawnSync(process.execPath, [...childCommand(name), ...args], {
      stdio: 'inherit',
    });
    if (child.status !== 0) process.exit(1);
  };
  const prepare = () => runChild('prepare-cli');
  if (!config.databaseUrl && !embeddedDatabaseExists(config.dataDir)) prepare();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  await migrateDatabase(database);
  await ensureFirstAdmin(database.db, config.admin);
  if (config.seedDemo && (await catalogIsEmpty(database.db))) {
    // The embedded database is closed meanwhile: one process at a time opens it.
    if (database.kind === 'pglite') await database.close();
    runChild('seed-cli', '--if-empty');
    if (database.kind === 'pglite') database = await openDatabase({ dataDir: config.dataDir });
  }

  // libvips keeps its last 100 operations and their pixels (up to 50 MB) for reuse;
  // resized images are kept on disk instead (modules/images/images.routes.ts).
  sharp.cache(false);
  const dist = path.resolve(import.meta.dirname, '../../dist');
  const render = await loadRenderer(
    path.join(dist, 'ssr/entry-server.js'),
    publicSiteConfig(config),
  );
  // Without a provider on a development machine, CFEs go to the local stand-in of Biller's
  // API (its documents live in memory, marked 'sin validez fiscal'): the real adapter runs.
  const fakeBiller = config.invoicing?.provider === 'prueba' ? await startFakeBiller() : null;
  const app = await buildApp({
    config,
    invoicing: fakeBiller
      ? createBillerGateway({ url: fakeBiller.url, token: fakeBiller.token })
      : undefined,
    db: database.db,
    storage,
    clock: systemClock,
    linkSecret: config.linkSecret ?? (await loadOrCreateLinkSecret(config.dataDir)),
    vapid: config.push.vapid ?? (await loadOrCreateVapidKeys(config.dataDir)),
    backupKey: await loadBackupKey(config),
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
    await fakeBiller?.close();
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

/**
 * How to run one of the server's command-line entry points. Built (`npm start` runs
 * dist/api/main.js), each is a plain JavaScript sibling (scripts/build-web.mjs builds them
 * with the server); from the sources (`npm run dev:api`), the TypeScript file through tsx.
 */
function childCommand(name: 'prepare-cli' | 'seed-cli'): string[] {
  if (import.meta.filename.endsWith('.js')) {
    return [path.join(path.dirname(import.meta.filename), `${name}.js`)];
  }
  const source = { 'prepare-cli': 'db/prepare-cli.ts', 'seed-cli': 'seed/cli.ts' }[name];
  return ['--import', import.meta.resolve('tsx'), path.resolve(import.meta.dirname, source)];
}

void main();
