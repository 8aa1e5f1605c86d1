// Memory of the real server (`node scripts/start.mjs`): RSS at rest, during and after a
// bounded minute of load on 127.0.0.1, on PGlite and on PostgreSQL; with --first-start,
// also a first start that has to build the web (dist/ is deleted first) against a restart.
//
//   node scripts/perf/memory.mjs [--db=pglite|postgres|both] [--first-start] [--load=60]
//
// Each server gets a fresh DATA_DIR in a temp dir and a free port; on PostgreSQL a fresh
// database on postgres://postgres@127.0.0.1:5432 (PG_ADMIN_URL), dropped afterwards.
// RSS is the server process plus any children it still has (a build must not linger).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, treeRss, sleep } from './shared.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const dbs = (args.db ?? 'both') === 'both' ? ['pglite', 'postgres'] : [args.db];
const loadSeconds = Number(args.load ?? 60);
const restSeconds = Number(args.rest ?? 5);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;

async function startServer(env, label) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL_MAX: '100000000',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Production starts without demo content; the first start is measured with it, the heavier case.
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: server exited\n${output}`);
    if (Date.now() - started > 600_000) throw new Error(`${label}: no /api/health in 10 min`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const readyMs = Date.now() - started;
  return {
    port,
    base,
    readyMs,
    rss: () => treeRss(child.pid),
    /** Highest RSS seen since start (sampled every 250 ms), then reset. */
    takePeak() {
      const p = peak;
      peak = 0;
      return p;
    },
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

/** What a visitor's browser and the app ask for, as a browser asks (compressed). */
async function load(server, seconds) {
  const urls = ['/api/health', '/api/plans', '/auth/home', '/auth/contacto', '/api/recipes'];
  const wrk = spawnSync('which', ['wrk']).status === 0;
  const started = Date.now();
  if (wrk) {
    // One wrk per URL, sharing the time: bounded, 16 connections in all.
    const runs = urls.map(
      (u) =>
        new Promise((resolve) => {
          const p = spawn(
            'wrk',
            [
              '-t1',
              '-c3',
              `-d${seconds}s`,
              '-H',
              'accept-encoding: br, gzip',
              `${server.base}${u}`,
            ],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let out = '';
          p.stdout.on('data', (d) => (out += d));
          p.on('exit', () => resolve(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)));
        }),
    );
    const rps = await Promise.all(runs);
    return { tool: 'wrk', rps: Math.round(rps.reduce((a, b) => a + b, 0)) };
  }
  let n = 0;
  const worker = async () => {
    while (Date.now() - started < seconds * 1000) {
      const res = await fetch(`${server.base}${urls[n % urls.length]}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await res.arrayBuffer();
      n += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { tool: 'node fetch', rps: Math.round(n / seconds) };
}

async function createPgDatabase() {
  const name = `nutri_mem_${process.pid}_${Date.now()}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const d = new pg.Client({ connectionString: adminUrl });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

const fmt = (b) => `${Math.round(b / MB)} MB`;
const results = [];

async function measure(db, { firstStart }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-mem-'));
  const pgdb = db === 'postgres' ? await createPgDatabase() : undefined;
  const env = { DATA_DIR: dataDir, ...(pgdb ? { DATABASE_URL: pgdb.url } : { DATABASE_URL: '' }) };
  try {
    // The first start on a fresh DATA_DIR migrates and seeds the demo (and, on a fresh
    // clone, builds the web); the figures that matter then are a restart's.
    if (firstStart) fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    const first = await startServer(env, `${db} first start`);
    await sleep(restSeconds * 1000);
    const firstRow = {
      db,
      run: firstStart ? 'first start (build + seed)' : 'first start (seed)',
      readyS: (first.readyMs / 1000).toFixed(1),
      peak: fmt(first.takePeak()),
      rest: fmt(first.rss()),
    };
    await first.stop();
    results.push(firstRow);
    console.info(firstRow);
    const s = await startServer(env, `${db} restart`);
    await sleep(restSeconds * 1000);
    const rest = s.rss();
    const startPeak = s.takePeak();
    // Warm the page cache so the minute measures serving, not the first render.
    await fetch(`${s.base}/auth/home`, { headers: { 'accept-encoding': 'br, gzip' } });
    const l = await load(s, loadSeconds);
    const loadPeak = s.takePeak();
    const after = s.rss();
    await sleep(restSeconds * 1000);
    const row = {
      db,
      run: 'restart',
      readyS: (s.readyMs / 1000).toFixed(1),
      peak: fmt(startPeak),
      rest: fmt(rest),
      [`load ${loadSeconds}s peak`]: fmt(loadPeak),
      'after load': fmt(after),
      'rest after': fmt(s.rss()),
      load: `${l.rps} req/s (${l.tool})`,
    };
    await s.stop();
    results.push(row);
    console.info(row);
  } finally {
    await pgdb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const db of dbs) {
  await measure(db, { firstStart: args['first-start'] === 'true' });
}
const columns = [...new Set(results.flatMap((r) => Object.keys(r)))];
const widths = columns.map((c) =>
  Math.max(c.length, ...results.map((r) => String(r[c] ?? '').length)),
);
const line = (cells) => cells.map((v, i) => String(v).padEnd(widths[i])).join('  ');
console.info(`\n${line(columns)}`);
for (const r of results) console.info(line(columns.map((c) => r[c] ?? '')));
