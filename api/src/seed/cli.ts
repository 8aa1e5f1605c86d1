// `npm run seed:demo`: writes the demo content again (earlier demo rows are replaced; real
// content stays). With `--if-empty` (main.ts, in a child process on a start whose catalog is
// empty) it writes only into an empty catalog: drawing the demo pictures grows memory
// (libvips) that leaves with the child instead of staying with the server.
import { parseConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { storageFromConfig } from '../media/storage-from-config';
import { catalogIsEmpty, seedDemo } from './seed-demo';

const onlyIfEmpty = process.argv.includes('--if-empty');
const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  if (!onlyIfEmpty || (await catalogIsEmpty(database.db))) {
    await seedDemo(database.db, storageFromConfig(config));
    console.info(
      onlyIfEmpty
        ? 'Base vacía: se cargó el contenido de demostración (SEED_DEMO=false lo evita).'
        : 'Contenido de demostración cargado.',
    );
  }
} finally {
  await database.close();
}
