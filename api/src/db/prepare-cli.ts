// Run by main.ts in a child process on a first start (a new embedded database, or an
// empty catalog to seed): migrates, then loads the demo content if SEED_DEMO allows and
// the catalog is empty. Creating PGlite's files, migrating them and drawing the demo
// pictures grow memory that a process never gives back (PGlite's WebAssembly memory,
// libvips): here it leaves with the child, and the server holds what a restart holds.
import { parseConfig } from '../config';
import { storageFromConfig } from '../media/storage-from-config';
import { catalogIsEmpty, seedDemo } from '../seed/seed-demo';
import { migrateDatabase, openDatabase } from './client';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  if (config.seedDemo && (await catalogIsEmpty(database.db))) {
    await seedDemo(database.db, storageFromConfig(config));
    console.info('Base vacía: se cargó el contenido de demostración (SEED_DEMO=false lo evita).');
  }
} finally {
  await database.close();
}
