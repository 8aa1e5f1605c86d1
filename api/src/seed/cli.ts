// `npm run seed:demo`: writes the demo content again (earlier demo rows are replaced; real content stays).
import path from 'node:path';
import { parseConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { createDiskStorage } from '../media/storage';
import { seedDemo } from './seed-demo';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  await seedDemo(database.db, createDiskStorage(path.join(config.dataDir, 'media')));
  console.info('Contenido de demostración cargado.');
} finally {
  await database.close();
}
