// `npm run restore FILE`: an archive of `npm run backup` (or of the server) back into an
// empty target: DATA_DIR (embedded database) or DATABASE_URL, and the disk or bucket the
// configuration names. Anything already there is refused, and nothing is changed; a restore
// of this same copy that was cut short (killed, a power cut) is finished instead.
// An encrypted copy is opened with BACKUP_KEY, else the key kept in DATA_DIR, else the key
// typed at the prompt; a wrong key is refused before anything is written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { parseConfig } from '../../config';
import { embeddedDatabaseExists, openDatabase } from '../../db/client';
import { storageFromConfig } from '../../media/storage-from-config';
import { archiveKind } from './archive';
import { askHidden } from './ask-key';
import { reasonOf } from './backup-error';
import { KEPT_KEY_FILE, readKeptBackupKey } from './backup-key';
import { readCipherHeader } from './cipher';
import { describeCounts, fail } from './cli-output';
import { inspectArchive, restoreArchive, type RestoreStep } from './restore';

/**
 * For tests only (restore-resume.test.ts): `--test-kill-at=STEP[:N]` makes the command kill
 * itself with SIGKILL, as a power cut or kill -9 would, at a step restoreArchive names
 * ('file:2' after the second file, 'migrated', 'loading:1' inside the load after the first
 * table, 'loaded'), so the test can run it again and see it finish.
 */
const TEST_KILL = '--test-kill-at=';
function killerAt(spec: string | undefined) {
  if (spec === undefined) return undefined;
  const [at, n = '0'] = spec.split(':');
  return (step: RestoreStep, count: number) => {
    if (step === at && count === Number(n)) process.kill(process.pid, 'SIGKILL');
  };
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const onStep = killerAt(args.find((a) => a.startsWith(TEST_KILL))?.slice(TEST_KILL.length));
if (!file)
  fail('Indicá el archivo de la copia: npm run restore copia-2026-11-26T03-00-00Z.tar.gz.cifrada');
const archive = path.resolve(file);

function configOrFail() {
  try {
    return parseConfig();
  } catch (err) {
    fail((err as Error).message);
  }
}
const config = configOrFail();

/** The key of an encrypted copy, and where it came from, before anything is opened. */
async function keyFor(): Promise<string | undefined> {
  if ((await archiveKind(archive)) !== 'encrypted') return undefined;
  const header = await readCipherHeader(archive);
  let key = config.backupKey;
  let from = 'la de BACKUP_KEY';
  if (key === undefined) {
    key = (await readKeptBackupKey(config.dataDir)) ?? undefined;
    from = `la guardada en ${path.join(config.dataDir, KEPT_KEY_FILE)}`;
  }
  if (key === undefined) {
    key = (await askHidden(BACKUP_KEY_MSG.prompt))?.trim() || undefined;
    from = 'la que escribiste';
  }
  if (key === undefined) fail(`No se restauró: ${BACKUP_KEY_MSG.noKey(file!)}`);
  console.info(
    `Copia cifrada con la clave de huella ${header?.fingerprint ?? '?'}; se abre con ${from}.`,
  );
  return key;
}

let key;
let manifest;
try {
  key = await keyFor();
  manifest = await inspectArchive(archive, key);
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
    file: archive,
    key,
    database,
    storage: storageFromConfig(config),
    manifest,
    onStep,
  });
  if (restored.resumed)
    console.info('Se retomó una restauración de esta copia que había quedado a medias.');
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
