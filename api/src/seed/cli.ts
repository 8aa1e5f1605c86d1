// `npm run seed:demo`: writes the demo content again (earlier demo rows are replaced; real content stays).
import { parseConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { storageFromConfig } from '../media/storage-from-config';
import { seedDemo } from './seed-demo';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  await seedDemo(database.db, storageFromConfig(config));
  console.info('Contenido de demostración cargado.');
} finally {
  await database.close();
}
