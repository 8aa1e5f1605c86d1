// `npm run backup`: one archive of the database and every stored file into BACKUP_DIR
// (and the bucket, with S3), recorded in the back office's list like the server's own,
// encrypted with the server's key (BACKUP_KEY, or the one kept in DATA_DIR).
// On the embedded database it needs the server stopped: PGlite is one process's.
import path from 'node:path';
import { BACKUP_MSG } from '@contract/backups';
import { systemClock } from '../../clock';
import { parseConfig } from '../../config';
import { embeddedDatabaseExists, openDatabase } from '../../db/client';
import { storageFromConfig } from '../../media/storage-from-config';
import { backupNow } from './backups.service';
import { KEPT_KEY_FILE, loadBackupKey } from './backup-key';
import { reasonOf } from './backup-error';
import { describeCounts, fail, megabytes } from './cli-output';

let config;
try {
  config = parseConfig();
} catch (err) {
  fail((err as Error).message);
}
if (!config.databaseUrl && !embeddedDatabaseExists(config.dataDir))
  fail(
    `No hay base de datos en ${path.join(config.dataDir, 'db')}: no hay nada que copiar (revisá DATA_DIR).`,
  );

let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  fail(
    config.databaseUrl
      ? `No se pudo abrir la base de datos: ${reasonOf(err)}`
      : `${(err as Error).message}\nCon el servidor andando, hacé la copia desde el back office ('Hacer una copia ahora') o esperá la copia diaria; o detené el servidor y volvé a correr npm run backup.`,
  );
}

let code = 1;
try {
  const backupKey = await loadBackupKey(config);
  const run = await backupNow(
    {
      db: database.db,
      storage: storageFromConfig(config),
      clock: systemClock,
      config,
      backupKey,
    },
    'cli',
  );
  if (!run) console.error(BACKUP_MSG.busy);
  else if (run.status !== 'ok' && !run.places.includes('disk'))
    console.error(`${BACKUP_MSG.failed}\n${run.error ?? ''}`);
  else {
    const file = path.join(config.backupDir, run.fileName ?? '');
    console.info(`Copia de seguridad hecha: ${file} (${megabytes(run.sizeBytes ?? 0)}).`);
    console.info(
      `Cifrada con la clave de huella ${run.keyFingerprint ?? '?'} (${backupKey.source === 'env' ? 'la de BACKUP_KEY' : `la guardada en ${path.join(config.dataDir, KEPT_KEY_FILE)}`}): sin esa clave no se puede restaurar.`,
    );
    if (run.places.includes('s3'))
      console.info(`Subida también al bucket ${config.s3?.bucket}, en backups/${run.fileName}.`);
    console.info(describeCounts(run.counts ?? {}));
    if (run.error) console.error(run.error);
    code = run.status === 'ok' ? 0 : 1;
  }
} catch (err) {
  console.error(`${BACKUP_MSG.failed}\n${reasonOf(err)}`);
} finally {
  await database.close();
}
process.exit(code);
