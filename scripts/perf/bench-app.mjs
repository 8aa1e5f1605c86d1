// What the in-process API benchmarks share: their --flags, a fresh PGlite data dir with the
// first admin, the real app built on it (buildApp, as main.ts does), the admin's bearer
// header, and p50/p95 timing of GET requests through app.inject.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = (file) => import(path.join(root, file));

/** `--name=value` (and bare `--name`, as 'true') from the command line. */
export const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);

const ADMIN = { email: 'admin@perf.uy', password: 'admin-pass-123' };

/** A migrated database in a new temporary DATA_DIR, with the first admin made. */
export async function openBenchDatabase(prefix) {
  const { parseConfig } = await load('api/src/config.ts');
  const { openDatabase, migrateDatabase } = await load('api/src/db/client.ts');
  const { ensureFirstAdmin } = await load('api/src/modules/auth/first-admin.ts');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nutri-${prefix}-`));
  const config = parseConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_GLOBAL_MAX: '100000000',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await ensureFirstAdmin(database.db, config.admin);
  return { config, database, dataDir };
}

/**
 * The app on that database, logged in as the admin. `time(url, report)` requests `url`
 * `runs` times after three warm-up requests and prints p50/p95 with what `report` makes
 * of the last answer; `app` and the admin's `headers` are there for set-up and for timing
 * writes; `close()` ends the app and removes the data dir.
 */
export async function startBenchApp({ config, database, dataDir }, runs) {
  const { buildApp } = await load('api/src/app.ts');
  const { systemClock } = await load('api/src/clock.ts');
  const { createMailer } = await load('api/src/mail/mailer.ts');
  const { createDiskStorage } = await load('api/src/media/storage.ts');
  const app = await buildApp({
    config,
    db: database.db,
    storage: createDiskStorage(path.join(dataDir, 'media')),
    clock: systemClock,
    // Any 32+ characters: the benchmarks hand out no photo links.
    linkSecret: 'x'.repeat(32),
    logger: false,
    mailer: createMailer({
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
      logger: { info() {} },
    }),
  });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  const headers = { authorization: `Bearer ${login.json().token}` };

  async function time(url, report = () => '') {
    const ms = [];
    let res;
    for (let i = 0; i < runs + 3; i++) {
      const t = process.hrtime.bigint();
      res = await app.inject({ url, headers });
      const elapsed = Number(process.hrtime.bigint() - t) / 1e6;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= 3) ms.push(elapsed); // the first few warm the caches
    }
    ms.sort((a, b) => a - b);
    const at = (p) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))].toFixed(1);
    console.info(
      `${url.padEnd(36)} p50 ${at(50).padStart(7)} ms  p95 ${at(95).padStart(7)} ms  ${report(res.json())}`,
    );
  }

  async function close() {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { time, close, app, headers };
}
