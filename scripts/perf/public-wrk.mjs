// Every public page and the Turnos page's data under wrk, one route at a time, on one real
// server (issue 22, acceptance 4): a 60-second run at 64 connections per route, each request
// as a browser sends it (accept-encoding: br, gzip), /api/health in the same run (first and
// last) as the yardstick. Prints req/s, p50, p99 and non-2xx per route, its ratio to health,
// what the caches did meanwhile, and the server's RSS after the run.
//
//   node scripts/perf/public-wrk.mjs [--seconds=60] [--connections=64] [--only=home,calendar]
//                                    [--server=scripts/start.mjs] [--no-write] [--node-args=...]
//
// The server is started here (as memory.mjs does): `node scripts/start.mjs` (it builds what
// is older than its sources first; `--server=dist/api/main.js` runs a build as it is) on a
// fresh DATA_DIR with the demo catalog, PGlite, a free port, RATE_LIMIT_GLOBAL_MAX=100000000
// so the limiter never answers 429, and a METRICS_TOKEN to read the cache counters.
//
// Crossing a cache refresh: pages and catalog answers expire after 30 s and are then served
// while one background render refreshes them, so a run longer than 30 s crosses at least
// one; the table's 'refresh' column counts them (GET /api/metrics, read_cache_events_total).
// In the middle of the home page's run the admin also creates a plan (a catalog write: the
// cache is emptied at once and the next request renders anew; 'miss' counts it).
//
// wrk runs one thread (--threads): the server is one Node process, and on a 2-vCPU machine
// two wrk threads take both cores from it, so p99 measures the scheduler (see api-wrk.sh).
// wrk is not installed by npm: `apt-get install -y wrk`.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, treeRss, sleep, untilHealthy } from './shared.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : 'true'];
  }),
);
const seconds = Number(args.seconds ?? 60);
const connections = Number(args.connections ?? 64);
const threads = Number(args.threads ?? 1);
const only = args.only ? new Set(args.only.split(',')) : undefined;
const server = path.resolve(root, args.server ?? 'scripts/start.mjs');
const writeMidRun = args['no-write'] !== 'true';
// Flags for the server's node (space-separated), to try V8 or PGlite settings: --node-args=--max-semi-space-size=8
const nodeArgs = args['node-args'] ? args['node-args'].split(' ') : [];
const MB = 1024 * 1024;
const ADMIN = { email: 'perf-admin@example.com', password: 'perf-admin-clave-1' };
const METRICS_TOKEN = crypto.randomBytes(24).toString('hex');

if (spawnSync('which', ['wrk']).status !== 0) {
  console.error('wrk no está instalado: apt-get install -y wrk');
  process.exit(1);
}

async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL_MAX: '100000000',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, child, () => output);
  return {
    base,
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

/** The Montevideo calendar day of an instant, and the instant of a Montevideo midnight. */
const MVD = 'America/Montevideo';
function montevideoDay(instant) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MVD,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { y: +parts.year, m: +parts.month, d: +parts.day, weekday: parts.weekday };
}
function montevideoMidnight({ y, m, d }) {
  // The zone's offset at that day's noon (no change of offset happens around midnight there).
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  const shown = montevideoDay(noon);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: MVD, hour: '2-digit', hourCycle: 'h23' }).format(
      noon,
    ),
  );
  const offsetH = hour - 12 + (shown.d - d) * 24;
  return new Date(Date.UTC(y, m - 1, d) - offsetH * 3_600_000);
}
const addDays = ({ y, m, d }, n) => {
  const x = new Date(Date.UTC(y, m - 1, d + n));
  return { y: x.getUTCFullYear(), m: x.getUTCMonth() + 1, d: x.getUTCDate() };
};
const isoDay = ({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * What the Turnos page asks for when it opens (web/src/features/agenda/lib/calendar-items.ts):
 * the week of today in Montevideo (next week's on a weekend), Monday to Sunday: GET calendar
 * from Monday's midnight to the next Monday's, and GET disponibilidad for those days.
 */
function turnosWeek(now = new Date()) {
  const today = montevideoDay(now);
  const dow = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(today.weekday);
  const first = addDays(today, dow === 5 ? 2 : dow === 6 ? 1 : 0);
  const monday = addDays(first, -(dow >= 5 ? 0 : dow));
  return {
    calendar: `/api/calendar?from=${montevideoMidnight(monday).toISOString()}&to=${montevideoMidnight(addDays(monday, 7)).toISOString()}`,
    free: `/api/disponibilidad?desde=${isoDay(monday)}&hasta=${isoDay(addDays(monday, 6))}`,
  };
}

const UNITS = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const toMs = (v) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v ?? '');
  return m ? Number(m[1]) * UNITS[m[2]] : NaN;
};

function runWrk(url, secs) {
  return new Promise((resolve) => {
    const p = spawn(
      'wrk',
      [
        `-t${threads}`,
        `-c${connections}`,
        `-d${secs}s`,
        '--latency',
        '-H',
        'accept-encoding: br, gzip',
        url,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.on('exit', () =>
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
        p50: toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
        p99: toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
        max: toMs(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1]),
        non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
        errors: /Socket errors:.*/.exec(out)?.[0] ?? '',
      }),
    );
  });
}

/** read_cache_events_total by cache and event, from GET /api/metrics. */
async function cacheCounters(base) {
  const res = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  const counts = {};
  for (const m of text.matchAll(
    /^read_cache_events_total\{cache="(\w+)",event="(\w+)"\} ([\d.e+]+)/gm,
  ))
    counts[`${m[1]}.${m[2]}`] = Number(m[3]);
  const gauge = (name) => Number(new RegExp(`^${name} ([\\d.e+]+)`, 'm').exec(text)?.[1] ?? NaN);
  return {
    counts,
    rss: gauge('process_resident_memory_bytes'),
    heap: gauge('nodejs_heap_size_used_bytes'),
  };
}
const delta = (a, b, key) => (b.counts[key] ?? 0) - (a.counts[key] ?? 0);

async function catalogWrite(base) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const res = await fetch(`${base}/api/new-plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: `Plan creado durante la carga ${Date.now()}`, type: 'Online' }),
  });
  return res.status;
}

const fmtMs = (v) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 2 : 1)} ms` : '-');
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-public-wrk-'));
const s = await startServer(dataDir);
try {
  const first = async (p) => await (await fetch(`${s.base}${p}`)).json();
  const plan = (await first('/api/plans')).planes.find((p) => p.type === 'Online') ?? null;
  const recipe = (await first('/api/receta')).recetas?.[0] ?? null;
  const tip = (await first('/api/tips')).tips?.[0] ?? null;
  const week = turnosWeek();
  const routes = [
    { name: 'health', path: '/api/health' },
    { name: 'home', path: '/auth/home', write: writeMidRun },
    { name: 'quien-soy', path: '/auth/quien-soy' },
    { name: 'planes-a-distancia', path: '/auth/planes-a-distancia' },
    { name: 'ebooks', path: '/auth/ebooks' },
    { name: 'turnos', path: '/auth/turnos-presenciales' },
    { name: 'contacto', path: '/auth/contacto' },
    { name: 'terminos', path: '/auth/terminos-y-condiciones' },
    { name: 'privacidad', path: '/auth/politicas-de-privacidad' },
    plan && { name: 'plan', path: `/auth/planes/${plan._id}/` },
    recipe && { name: 'receta', path: `/auth/recetas/${recipe._id}/` },
    tip && { name: 'tip', path: `/auth/tip-detalle/${tip._id}/` },
    { name: 'entrar', path: '/auth/entrar' },
    { name: 'calendar', path: week.calendar },
    { name: 'disponibilidad', path: week.free },
    { name: 'health-end', path: '/api/health' },
  ].filter((r) => r && (!only || only.has(r.name) || r.name.startsWith('health')));

  console.info(
    `server ${path.relative(root, server)} on ${s.base} (PGlite, fresh DATA_DIR); ` +
      `${seconds} s x ${connections} connections x ${threads} wrk thread per route; load ${loadavg()}`,
  );
  console.info(`Turnos page asks: ${week.calendar} and ${week.free}`);
  // Warm-up: the JIT compiles the hot paths and the first renders happen before anything is
  // measured (the first seconds of a fresh process are not what the minute is about).
  for (const r of routes) await (await fetch(`${s.base}${r.path}`)).arrayBuffer();
  await runWrk(`${s.base}/api/health`, 3);
  await runWrk(`${s.base}/auth/home`, 3);
  const rows = [];
  for (const r of routes) {
    // One request first: a route's first render is not what the minute measures.
    const warm = await fetch(`${s.base}${r.path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await warm.arrayBuffer();
    const before = await cacheCounters(s.base);
    const writing =
      r.write &&
      sleep((seconds * 1000) / 2).then(async () => {
        const status = await catalogWrite(s.base);
        if (status !== 200) console.warn(`!! the catalog write mid-run answered ${status}`);
        return status;
      });
    const w = await runWrk(`${s.base}${r.path}`, seconds);
    await writing;
    const after = await cacheCounters(s.base);
    const cache = r.path.startsWith('/api/calendar')
      ? 'agenda'
      : r.path.startsWith('/api/disponibilidad')
        ? 'availability'
        : r.path.startsWith('/api/')
          ? null
          : 'pages';
    rows.push({
      ...r,
      ...w,
      stale: cache ? delta(before, after, `${cache}.stale`) : null,
      refresh: cache ? delta(before, after, `${cache}.refresh`) : null,
      miss: cache ? delta(before, after, `${cache}.miss`) : null,
      failed: cache ? delta(before, after, `${cache}.refreshFailed`) : null,
    });
    console.info(
      `${r.name.padEnd(20)} ${String(Math.round(w.rps)).padStart(7)} req/s  p50 ${fmtMs(w.p50)}  p99 ${fmtMs(w.p99)}` +
        `  non-2xx ${w.non2xx}  rss ${Math.round(treeRss(s.pid) / MB)} MB  load ${loadavg()}`,
    );
  }
  const rssAfter = treeRss(s.pid);
  const inside = await cacheCounters(s.base);
  await sleep(5000);
  const rssRest = treeRss(s.pid);

  const health = rows.filter((r) => r.name.startsWith('health'));
  const healthRps = health.reduce((a, r) => a + r.rps, 0) / health.length;
  console.info(
    `\n${'route'.padEnd(20)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)} ${'non-2xx'.padStart(8)} ${'vs health'.padStart(9)}  cache: stale/refresh/miss/failed`,
  );
  for (const r of rows) {
    const cache = r.refresh === null ? '' : `${r.stale}/${r.refresh}/${r.miss}/${r.failed}`;
    console.info(
      `${r.name.padEnd(20)} ${String(Math.round(r.rps)).padStart(8)} ${fmtMs(r.p50).padStart(9)} ${fmtMs(r.p99).padStart(9)} ${fmtMs(r.max).padStart(9)} ${String(r.non2xx).padStart(8)} ${`${Math.round((100 * r.rps) / healthRps)}%`.padStart(9)}  ${cache}${r.write ? ' (a catalog write mid-run)' : ''}${r.errors && !/connect 0, read 0, write 0, timeout 0/.test(r.errors) ? ` ${r.errors}` : ''}`,
    );
  }
  const pages = rows.filter((r) => r.path.startsWith('/auth/'));
  const worstP99 = Math.max(...pages.map((r) => r.p99));
  const calendar = rows.find((r) => r.name === 'calendar');
  console.info(
    `\nworst page p99 ${fmtMs(worstP99)} (target < 25 ms); ` +
      (calendar
        ? `/api/calendar ${(calendar.rps / healthRps).toFixed(2)} of health (target >= 0.5); `
        : '') +
      `server RSS after the run ${Math.round(rssAfter / MB)} MB, ${Math.round(rssRest / MB)} MB 5 s later ` +
      `(target <= 500 MB; JS heap in use ${Math.round(inside.heap / MB)} MB); load ${loadavg()}`,
  );
} finally {
  await s.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
