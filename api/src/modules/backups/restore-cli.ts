// `npm run restore FILE`: an archive of `npm run backup` (or of the server) back into an
// empty target: DATA_DIR (embedded database) or DATABASE_URL, and the disk or bucket the
// configuration names. Anything already there is refused, and nothing is changed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseConfig } from '../../config';
import { embeddedDatabaseExists, openDatabase } from '../../db/client';
import { storageFromConfig } from '../../media/storage-from-config';
import { reasonOf } from './backup-error';
import { describeCounts, fail } from './cli-output';
import { inspectArchive, restoreArchive } from './restore';

const file = process.argv[2];
if (!file) fail('Indicá el archivo de la copia: npm run restore copia-2026-11-26T03-00-00Z.tar.gz');

let config;
try {
  config = parseConfig();
} catch (err) {
  fail((err as Error).message);
}

let manifest;
try {
  manifest = await inspectArchive(path.resolve(file));
} catch (err) {
  fail(`No se restauró: ${reasonOf(err)}`);
}
console.info(
  `Copia del ${manifest.createdAt} (${manifest.engine.kind === 'pglite' ? 'base embebida' : 'PostgreSQL'}), revisada: todas las sumas de verificación coinciden.`,
);

const embedded = !config.databaseUrl;
const created = embedded && !embeddedDatabaseExists(config.dataDir);
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  fail(
    embedded
      ? `${(err as Error).message}\nDetené el servidor antes de restaurar.`
      : `No se pudo abrir la base de datos: ${reasonOf(err)}`,
  );
}

let code = 1;
try {
  const restored = await restoreArchive({
    file: path.resolve(file),
    database,
    storage: storageFromConfig(config),
    manifest,
  });
  console.info(
    `Restaurada en ${embedded ? path.join(config.dataDir, 'db') : 'la base de DATABASE_URL'}${config.s3 ? ` y el bucket ${config.s3.bucket}` : ''}.`,
  );
  if (restored.migratedAfter)
    console.info(
      `La copia estaba en la migración ${restored.migratedFrom}; la base quedó al día con esta versión.`,
    );
  console.info(
    describeCounts({
      ...restored.tables,
      ...Object.fromEntries(Object.entries(restored.files).map(([a, n]) => [`media/${a}`, n])),
    }),
  );
  code = 0;
} catch (err) {
  console.error(`No se restauró: ${reasonOf(err)}`);
} finally {
  await database.close();
  // An embedded database this restore created and could not fill goes again, so the
  // folder is as it was.
  if (code !== 0 && created)
    await fs.rm(path.join(config.dataDir, 'db'), { recursive: true, force: true });
}
process.exit(code);
