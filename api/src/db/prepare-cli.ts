// Run by main.ts in a child process on a first start (a new embedded database): creates and
// migrates it. Creating PGlite's files and migrating them grow memory that a process never
// gives back (PGlite's WebAssembly memory): here it leaves with the child, and the server
// holds what a restart holds. The demo content is another child's work (seed/cli.ts).
import { parseConfig } from '../config';
import { migrateDatabase, openDatabase } from './client';

const config = parseConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
} finally {
  await database.close();
}
